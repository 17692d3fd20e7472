import { maxDatabaseInteger, messages } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { requireBranchAccess, requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';
import { renderTableCardsPdf, type TableCard } from './qr-cards-pdf.js';

const text = messages.backofficePeople.tables;

/** The query of GET /api/tables/qr-cards.pdf (the route picks it, the OpenAPI document shows it). */
export const qrCardsQuerySchema = z.object({
  branch: queryParam('The branch (an id) whose enabled tables get a card.', /^[1-9]\d{0,9}$/),
});

/**
 * The URL a table's QR code opens: the branch's storefront with the table (`?table=`), which the shop checks with
 * GET /api/tables/by-identifier and then fixes for the checkout in dine-in mode.
 */
export function tableUrl(publicUrl: string, branchIdentifier: string, tableIdentifier: string): string {
  const url = new URL(`/store/${encodeURIComponent(branchIdentifier)}`, `${publicUrl}/`);
  url.searchParams.set('table', tableIdentifier);
  return url.toString();
}

/** Natural order of table numbers: 2 before 10. */
const byIdentifier = new Intl.Collator('de', { numeric: true }).compare;

/**
 * GET /api/tables/qr-cards.pdf?branch= (issue 24 point 3): staff of the branch (admins any branch); the branch's
 * enabled tables, one card each. Mounted before the tables CRUD router.
 */
export function tableQrCardRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/tables/qr-cards.pdf', async (ctx) => {
    requireStaff(ctx);
    const { branch: raw } = pickQuery(qrCardsQuerySchema, ctx.query);
    if (raw === undefined) throw new AppError('validation', messages.validation.blank, { field: 'branch' });
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > maxDatabaseInteger) {
      throw new AppError('validation', messages.validation.notInteger, { field: 'branch', code: 'invalid_query' });
    }
    const branchId = Number(raw);
    const branch = await deps.db
      .selectFrom('branches')
      .select(['id', 'identifier', 'name', 'isDineInEnabled'])
      .where('id', '=', branchId)
      .executeTakeFirst();
    if (!branch) throw AppError.notFound();
    requireBranchAccess(ctx, branch.id);
    // A scanned card opens the shop in dine-in mode, which a branch without dine-in refuses: no cards for it.
    if (!branch.isDineInEnabled)
      throw new AppError('validation', text.noDineIn, { field: 'branch', code: 'no_dine_in' });
    const tables = await deps.db
      .selectFrom('tables')
      .select(['identifier', 'name'])
      .where('branchId', '=', branch.id)
      .where('isEnabled', '=', true)
      .execute();
    if (tables.length === 0) throw new AppError('validation', text.noTables, { field: 'branch' });
    const cards: TableCard[] = tables
      .sort((a, b) => byIdentifier(a.identifier, b.identifier))
      .map((table) => ({
        identifier: table.identifier,
        name: table.name,
        url: tableUrl(deps.config.publicUrl, branch.identifier, table.identifier),
      }));
    const pdf = await renderTableCardsPdf(cards, {
      title: text.cardsTitle,
      branchName: branch.name,
      cardTable: text.cardTable,
      instruction: text.cardInstruction,
    });
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `inline; filename="tischkarten-${branch.identifier}.pdf"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = Buffer.from(pdf);
  });
  return router;
}
