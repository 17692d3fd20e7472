import { catalogImportMessages as cm } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { requireAdmin } from '../../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { sendData } from '../../../kernel/envelope.js';
import { catalogCsv, exportedProducts, templateCsv, templateXlsx } from './export-service.js';
import { readImportFile } from './read-import-file.js';
import { importCatalog } from './service.js';

function download(ctx: Context, type: string, fileName: string, body: string | Buffer): void {
  ctx.set('Content-Type', type);
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

const csvType = 'text/csv; charset=utf-8';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Catalog import and export (issue 23 point 4), admins only; mounted before the products CRUD router
 * (/products/{id}). POST /products/import?dryRun=true checks without writing.
 */
export function productImportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post('/products/import', async (ctx) => {
    const actor = requireAdmin(ctx);
    const dryRun = ctx.query.dryRun === 'true' || ctx.query.dryRun === '1';
    const file = await readImportFile(ctx);
    sendData(ctx, await importCatalog(deps.db, actor, deps.now(), file, dryRun));
  });
  router.get('/products/import/template.csv', (ctx) => {
    requireAdmin(ctx);
    download(ctx, csvType, cm.templateFileName({ extension: 'csv' }), templateCsv());
  });
  router.get('/products/import/template.xlsx', async (ctx) => {
    requireAdmin(ctx);
    download(ctx, xlsxType, cm.templateFileName({ extension: 'xlsx' }), await templateXlsx());
  });
  router.get('/products/export.csv', async (ctx) => {
    requireAdmin(ctx);
    const date = deps.now().toISOString().slice(0, 10);
    download(ctx, csvType, cm.exportFileName({ date }), catalogCsv(await exportedProducts(deps.db)));
  });
  return router;
}
