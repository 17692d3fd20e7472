import { formatLocalTime } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { actorOf } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireOrderScope } from '../orders/access.js';
import { productionCsv, productionFileName } from './csv.js';
import { productionPdf } from './pdf.js';
import {
  type ProductionAnswer,
  parsePrintBody,
  parseProductionRequest,
  printProduction,
  productionOf,
} from './service.js';

/** 'HH:mm' of an order's due time in its branch's zone. */
function timeOf(answer: ProductionAnswer) {
  const zones = new Map(answer.branches.map((branch) => [branch.id, branch.timeZone]));
  return (branchId: number, at: number) => formatLocalTime(at, zones.get(branchId) ?? 'Europe/Vienna');
}

function download(ctx: Context, type: string, fileName: string, body: string | Uint8Array) {
  ctx.set('Content-Type', type);
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = typeof body === 'string' ? body : Buffer.from(body);
}

/**
 * Issue 27.2, the production list ('Backliste') for staff of the branch (session), its desk or its API key:
 * GET /api/production (JSON), /api/production/export.csv and /export.pdf (?day=&branch=, no branch: all the caller may
 * see); POST /api/production/print and /print.pdf record the print (the next print marks later orders as new).
 */
export function productionRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/production', async (ctx) => {
    requireOrderScope(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await productionOf(deps, actorOf(ctx), parseProductionRequest(ctx.query, deps.now())));
  });
  router.get('/production/export.csv', async (ctx) => {
    requireOrderScope(ctx);
    const answer = await productionOf(deps, actorOf(ctx), parseProductionRequest(ctx.query, deps.now()));
    download(ctx, 'text/csv; charset=utf-8', productionFileName(answer, 'csv'), productionCsv(answer, timeOf(answer)));
  });
  router.get('/production/export.pdf', async (ctx) => {
    requireOrderScope(ctx);
    const answer = await productionOf(deps, actorOf(ctx), parseProductionRequest(ctx.query, deps.now()));
    download(ctx, 'application/pdf', productionFileName(answer, 'pdf'), await productionPdf(answer, timeOf(answer)));
  });
  router.post('/production/print', async (ctx) => {
    requireOrderScope(ctx);
    sendData(ctx, await printProduction(deps, actorOf(ctx), parsePrintBody(ctx.request.body, deps.now())));
  });
  router.post('/production/print.pdf', async (ctx) => {
    requireOrderScope(ctx);
    const answer = await printProduction(deps, actorOf(ctx), parsePrintBody(ctx.request.body, deps.now()));
    download(ctx, 'application/pdf', productionFileName(answer, 'pdf'), await productionPdf(answer, timeOf(answer)));
  });
  return router;
}
