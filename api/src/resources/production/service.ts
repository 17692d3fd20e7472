import {
  addDays,
  branchTimeZone,
  type IsoDate,
  localDateOf,
  messages,
  type ProductionGroup,
  type ProductionItem,
  parseIsoDate,
  productionList,
  startOfLocalDay,
  strictObjectError,
} from '@bestell/domain';
import { z } from 'zod';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { type Actor, branchScopeOf } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';
import { actorName } from '../online-pauses/service.js';
import { lastPrints, type ProductionBranch, productionBranches, productionItems, savePrint } from './repository.js';

const branchPattern = /^[1-9]\d{0,9}$/;

export const productionQuerySchema = z.object({
  day: queryParam(
    'The day the orders are due (YYYY-MM-DD, in each branch’s time zone); default: today.',
    /^\d{4}-\d{2}-\d{2}$/,
  ),
  branch: queryParam('A branch id; left out: every branch the caller may see.', branchPattern),
});

export const productionPrintBodySchema = z.strictObject(
  {
    day: z.string({ error: messages.production.invalidDay }).meta({ description: 'YYYY-MM-DD' }),
    branch: z
      .number({ error: messages.validation.invalidChoice })
      .int({ error: messages.validation.invalidChoice })
      .positive({ error: messages.validation.invalidChoice })
      .nullable()
      .default(null),
  },
  strictObjectError,
);

export interface ProductionAnswer {
  day: IsoDate;
  branches: { id: number; name: string; timeZone: string; printedAt: string | null; printedBy: string | null }[];
  orderCount: number;
  groups: ProductionGroup[];
}

export interface ProductionRequest {
  day: IsoDate;
  branchId: number | null;
}

/** `?day=&branch=` checked: a real calendar day (422 with the German message), a branch id or none. */
export function parseProductionRequest(query: unknown, now: Date, defaultZone = 'Europe/Vienna'): ProductionRequest {
  const picked = pickQuery(productionQuerySchema, query);
  return checkRequest(picked.day, picked.branch, now, defaultZone);
}

function checkRequest(day: string | undefined, branch: string | number | null | undefined, now: Date, zone: string) {
  const chosenDay = day ?? localDateOf(now.getTime(), zone);
  // The list reads up to the next day's start: 9999-12-31 has none (a 500 before), so it is refused like 2026-02-30.
  if (!parseIsoDate(chosenDay) || !parseIsoDate(addDays(chosenDay, 1))) {
    throw new AppError('validation', messages.production.invalidDay, { field: 'day', code: 'validation' });
  }
  if (branch === undefined || branch === null || branch === '') return { day: chosenDay, branchId: null };
  const text = String(branch);
  if (!branchPattern.test(text) || Number(text) > 2_147_483_647) {
    throw new AppError('validation', messages.validation.invalidChoice, { field: 'branch', code: 'validation' });
  }
  return { day: chosenDay, branchId: Number(text) };
}

export function parsePrintBody(body: unknown, now: Date): ProductionRequest {
  const parsed = productionPrintBodySchema.parse(body);
  return checkRequest(parsed.day, parsed.branch, now, 'Europe/Vienna');
}

/** The branches asked for: one the caller may not see is 404 like an unknown one. */
async function branchesFor(deps: AppDeps, actor: Actor, request: ProductionRequest): Promise<ProductionBranch[]> {
  const branches = await productionBranches(deps.db, branchScopeOf(actor), request.branchId);
  if (request.branchId !== null && branches.length === 0) throw AppError.notFound();
  return branches;
}

/** The orders due on the day in each branch's own zone (a DST day is 23 or 25 hours). */
async function itemsOf(deps: AppDeps, branches: ProductionBranch[], day: IsoDate): Promise<ProductionItem[]> {
  const items: ProductionItem[] = [];
  for (const branch of branches) {
    const zone = branchTimeZone(branch);
    const from = new Date(startOfLocalDay(day, zone));
    const to = new Date(startOfLocalDay(addDays(day, 1), zone));
    items.push(...(await productionItems(deps.db, branch.id, from, to)));
  }
  return items;
}

/** Issue 27.2: the production list of the day (new marks against each branch's last print). */
export async function productionOf(deps: AppDeps, actor: Actor, request: ProductionRequest): Promise<ProductionAnswer> {
  const branches = await branchesFor(deps, actor, request);
  const prints = await lastPrints(
    deps.db,
    branches.map((branch) => branch.id),
    request.day,
  );
  const printedAt = new Map(prints.map((print) => [print.branchId, print.printedAt.getTime()]));
  const items = await itemsOf(deps, branches, request.day);
  return {
    day: request.day,
    branches: branches.map((branch) => {
      const print = prints.find((entry) => entry.branchId === branch.id);
      return {
        id: branch.id,
        name: branch.name,
        timeZone: branchTimeZone(branch),
        printedAt: print ? print.printedAt.toISOString() : null,
        printedBy: print?.printedByName ?? null,
      };
    }),
    orderCount: new Set(items.map((item) => item.order.id)).size,
    groups: productionList(items, { printedAt }),
  };
}

/**
 * Prints the list: answers it with the orders new since the previous print marked, and stores now as the print
 * time of each branch (so the next print marks what comes after). Audit entry per branch.
 */
export async function printProduction(
  deps: AppDeps,
  actor: Actor,
  request: ProductionRequest,
): Promise<ProductionAnswer> {
  const answer = await productionOf(deps, actor, request);
  const now = deps.now();
  const name = await actorName(deps.db, actor);
  await deps.db.transaction().execute(async (trx) => {
    for (const branch of answer.branches) {
      await savePrint(trx, { branchId: branch.id, day: request.day, printedAt: now, printedByName: name });
      await recordAudit(trx, {
        actor,
        action: 'print',
        resource: 'production-lists',
        resourceId: branch.id,
        before: branch.printedAt
          ? { day: request.day, printedAt: branch.printedAt, printedBy: branch.printedBy }
          : null,
        after: { day: request.day, printedAt: now.toISOString(), printedBy: name },
        label: `${messages.production.title} ${request.day}: ${branch.name}`,
        at: now,
      });
    }
  });
  return answer;
}
