import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireSheetReader } from './access.js';
import { timeSheetCsv } from './csv.js';
import { timeSheetPdf } from './pdf.js';
import { sheetFileName } from './rows.js';
import { timeSheetOf } from './service.js';

function download(ctx: Context, type: string, fileName: string, body: string | Uint8Array) {
  ctx.set('Content-Type', type);
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = typeof body === 'string' ? body : Buffer.from(body);
}

/**
 * Issue 28.4, time sheets for the back-office and the payroll office: GET /api/time-sheets/{userId}/{month} (JSON),
 * …/export.csv and …/export.pdf — the same figures. Admins read every sheet, employees only their own.
 */
export function timeSheetRoutes(deps: AppDeps): Router {
  const router = new Router();
  const sheet = async (ctx: Context) => {
    const userId = requireSheetReader(ctx, ctx.params.userId);
    ctx.set('Cache-Control', 'no-store');
    return timeSheetOf(deps.db, userId, ctx.params.month, deps.now());
  };
  router.get('/time-sheets/:userId/:month', async (ctx) => {
    sendData(ctx, await sheet(ctx));
  });
  router.get('/time-sheets/:userId/:month/export.csv', async (ctx) => {
    const answer = await sheet(ctx);
    download(ctx, 'text/csv; charset=utf-8', sheetFileName(answer, 'csv'), timeSheetCsv(answer));
  });
  router.get('/time-sheets/:userId/:month/export.pdf', async (ctx) => {
    const answer = await sheet(ctx);
    download(ctx, 'application/pdf', sheetFileName(answer, 'pdf'), await timeSheetPdf(answer));
  });
  return router;
}
