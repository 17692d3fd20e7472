import { messages } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { fromDatabaseError } from '../../db/db-errors.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { recordAudit } from '../audit/audit-writer.js';
import { type Actor, actorOf, isAdmin, isStaff } from '../auth/actor.js';
import type { AppDeps } from '../deps.js';
import { bodyForAuthorisation } from '../http/input-guard.js';
import { pickQuery } from '../http/query-schema.js';
import { parseId } from '../media/route-params.js';
import { checkBranchIds, checkRole } from './access.js';
import { entityAnswerSchema } from './answer-schema.js';
import { type ListQuery, maxLimit, parseListQuery } from './list-query.js';
import { listQuerySchema } from './list-query-schema.js';
import type { RouteRegistry } from './registry.js';
import { replacementBody } from './round-trip.js';
import { branchIdsInBody, inBranches, loose, readCondition } from './scope.js';
import type { BranchScope, LooseEb, ResourceDefinition, Row, Trx } from './types.js';
import { conflictError, ifMatchVersion, withVersions } from './versions.js';

/** An entity for the audit log without the definition's secret fields (the writer masks secret-like names too). */
function withoutFields(entity: unknown, fields: string[] | undefined): unknown {
  if (!fields || typeof entity !== 'object' || entity === null || Array.isArray(entity)) return entity;
  return Object.fromEntries(Object.entries(entity).filter(([key]) => !fields.includes(key)));
}

/**
 * The secret fields a write sets (a new password), as placeholders: the audit writer masks them, so the log shows
 * `[masked]` → `[masked:changed]` for a changed password and never its value nor its hash.
 */
function secretsSet(input: unknown, fields: string[] | undefined, placeholder: string): Record<string, string> {
  if (!fields || typeof input !== 'object' || input === null) return {};
  const values = input as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => typeof values[field] === 'string' && values[field] !== '').map((f) => [f, placeholder]),
  );
}

function withSecretsSet(entity: unknown, set: Record<string, string>): unknown {
  if (typeof entity !== 'object' || entity === null || Object.keys(set).length === 0) return entity;
  return { ...entity, ...set };
}

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

const comparisonOperators = { after: '>', before: '<', atLeast: '>=', atMost: '<=' } as const;

function applyFilters(eb: LooseEb, filters: ListQuery['filters']) {
  return eb.and(
    filters.map((f) =>
      f.type === 'search'
        ? eb(
            eb.fn('lower', [eb.ref(f.column)]),
            'like',
            `%${String(f.value)
              .toLowerCase()
              .replace(/[%_\\]/g, '\\$&')}%`,
          )
        : f.type in comparisonOperators
          ? eb(f.column, comparisonOperators[f.type as keyof typeof comparisonOperators], f.value)
          : eb(f.column, '=', f.value),
    ),
  );
}

/** A row linked to several branches (a menu) is an employee's only when every linked branch is theirs. */
async function onlyOwnLinks(
  executor: Trx | Db,
  scope: Extract<BranchScope, { kind: 'link' }>,
  id: number,
  branchIds: number[],
): Promise<boolean> {
  const foreign = await loose(executor)
    .selectFrom(scope.table)
    .select('branchId')
    .where(scope.ownerColumn, '=', id)
    .where('branchId', 'not in', branchIds)
    .executeTakeFirst();
  return foreign === undefined;
}

/**
 * Standard CRUD of spec §7 for one resource: GET list (paginated, sortable, filterable; total in X-Total-Count),
 * GET /{id}, optional GET /by-{identifier|path}/{value}, POST, PUT /{id} (strict body, full replacement),
 * DELETE /{id}. Role and branch checks per the definition; every write is audited in its transaction.
 */
export function crudRouter<TInput extends Record<string, unknown>, TEntity>(
  definition: ResourceDefinition<TInput, TEntity>,
  deps: AppDeps,
  registry: RouteRegistry,
): Router {
  const { db } = deps;
  const router = new Router();
  const base = `/${definition.name}`;
  const docBase = `/api/${definition.name}`;
  const tag = definition.name;
  const { access } = definition;
  const listQuery = listQuerySchema(definition);
  const answer = entityAnswerSchema(definition);
  const answers = answer ? { answer } : {};

  /** Entities of rows; for staff (who edit them) each with its row's `version`, visitors' answers stay as they were. */
  async function entitiesOf(executor: Trx | typeof db, rows: Row[], actor: Actor): Promise<TEntity[]> {
    const entities = await definition.toEntities(rows, executor, actor);
    return isStaff(actor) ? withVersions(rows, entities) : entities;
  }

  async function entityOf(executor: Trx | typeof db, row: Row, actor: Actor): Promise<TEntity> {
    const [entity] = await entitiesOf(executor, [row], actor);
    if (entity === undefined) throw AppError.notFound();
    return entity;
  }

  async function findReadable(actor: Actor, column: string, value: unknown): Promise<Row> {
    const condition = readCondition(actor, definition);
    let query = loose(db).selectFrom(definition.table).selectAll().where(column, '=', value);
    if (condition) query = query.where(condition);
    if (definition.rowsWhere) query = query.where(definition.rowsWhere);
    const row = await query.executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Employees change only rows of their own branches (admins every row). */
  async function checkWritable(executor: Trx | typeof db, actor: Actor, id: number): Promise<void> {
    if (isAdmin(actor) || !isStaff(actor)) return;
    const scope = definition.branchScope;
    if (!scope) return;
    const row = await loose(executor)
      .selectFrom(definition.table)
      .select('id')
      .where('id', '=', id)
      .where((eb) => inBranches(eb, scope, actor.branchIds))
      .executeTakeFirst();
    if (row && (scope.kind !== 'link' || (await onlyOwnLinks(executor, scope, id, actor.branchIds)))) return;
    const exists = await loose(executor)
      .selectFrom(definition.table)
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw AppError.notFound();
    throw new AppError('forbidden', messages.auth.accessDenied);
  }

  router.get(base, async (ctx: Context, next: Next) => {
    const actor = actorOf(ctx);
    if (!isStaff(actor) && definition.publicListElsewhere) return next();
    checkRole(ctx, access.read);
    const query = parseListQuery(pickQuery(listQuery, ctx.query), {
      sortable: definition.sortable,
      filters: definition.filters ?? {},
      // Without ?limit a list is complete up to maxLimit for everyone: the storefront's initial load must not be cut
      // short for a signed-in admin.
      defaultLimit: maxLimit,
    });
    const condition = readCondition(actor, definition);
    let select = loose(db).selectFrom(definition.table);
    if (condition) select = select.where(condition);
    if (definition.rowsWhere) select = select.where(definition.rowsWhere);
    if (query.filters.length > 0) select = select.where((eb) => applyFilters(eb, query.filters));
    const total = await select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    let rows = select.selectAll();
    const sort =
      query.sort.length > 0 ? query.sort : [{ column: definition.sortable[0] ?? 'id', direction: 'asc' as const }];
    for (const s of sort) rows = rows.orderBy(s.column, s.direction);
    const page = await rows.orderBy('id').limit(query.limit).offset(query.offset).execute();
    ctx.set('X-Total-Count', String(total.total));
    sendData(ctx, await entitiesOf(db, page, actor));
  });
  registry.add({
    method: 'get',
    path: docBase,
    summary: `List ${definition.description}`,
    tag,
    access: access.read,
    query: listQuery,
    status: 200,
    ...(answer ? { answer: z.array(answer) } : {}),
  });

  if (definition.lookup) {
    const { lookup } = definition;
    const path = lookup.param === 'path' ? `${base}/by-path/{*value}` : `${base}/by-identifier/:value`;
    router.get(path, async (ctx) => {
      const actor = checkRole(ctx, access.read);
      const raw: unknown = ctx.params.value;
      const value = Array.isArray(raw) ? raw.join('/') : String(raw ?? '');
      sendData(ctx, await entityOf(db, await findReadable(actor, lookup.column, value), actor));
    });
    registry.add({
      method: 'get',
      path: lookup.param === 'path' ? `${docBase}/by-path/{value}` : `${docBase}/by-identifier/{value}`,
      summary: `Find ${definition.description} by ${lookup.param}`,
      tag,
      access: access.read,
      status: 200,
      ...answers,
    });
  }

  router.get(`${base}/:id`, async (ctx, next) => {
    // Another router may own a word here (GET /api/users/me); numbers are ours.
    if (!/^\d+$/.test(ctx.params.id ?? '')) return next();
    const actor = checkRole(ctx, access.read);
    const id = parseId(ctx.params.id);
    sendData(ctx, await entityOf(db, await findReadable(actor, 'id', id), actor));
  });
  registry.add({
    method: 'get',
    path: `${docBase}/{id}`,
    summary: `Get ${definition.description}`,
    tag,
    access: access.read,
    status: 200,
    ...answers,
  });

  /** The row's current staff answer (what a GET → change → PUT body may carry back); null for no row. */
  async function currentAnswer(id: number, actor: Actor): Promise<Row | null> {
    const row = await loose(db).selectFrom(definition.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const [entity] = await entitiesOf(db, [row], actor);
    return typeof entity === 'object' && entity !== null ? (entity as Row) : null;
  }

  /** A constraint error of the write, reported on the body's field (the error middleware maps the rest). */
  function asBodyError(error: unknown): unknown {
    const mapped = definition.fieldOfColumn ? fromDatabaseError(error) : null;
    if (!mapped) return error;
    const entries = mapped.entries.map((e) =>
      e.field && definition.fieldOfColumn?.[e.field] ? { ...e, field: definition.fieldOfColumn[e.field] } : e,
    );
    return new AppError(mapped.kind, mapped.message, { entries });
  }

  /**
   * Authorisation before validation (issue 21 point 6): the branches the raw body names, and for a PUT the row's own
   * branch, are checked before the body is parsed, so an employee's write to another branch is a 403 whatever the
   * body holds. The checks after parsing (and in the write's transaction) stay: they decide for a body that names
   * no branch in a readable way, and for a row that moved meanwhile.
   */
  async function checkScopeFirst(ctx: Context, actor: Actor, id: number | null): Promise<void> {
    if (isAdmin(actor) || !isStaff(actor)) return;
    if (id !== null) await checkWritable(db, actor, id);
    const scope = definition.branchScope;
    const field = definition.branchField ?? (scope?.kind === 'column' ? scope.column : undefined);
    if (!definition.branchIdsOf || field === undefined) return;
    // A body refused for its characters still names its branches; a malformed one names none (validation answers).
    const claimed = branchIdsInBody(bodyForAuthorisation(ctx), field);
    if (claimed !== null) checkBranchIds(actor, claimed);
  }

  async function save(
    ctx: Context,
    actor: Actor,
    input: TInput,
    id: number | null,
    bodyVersion: number | null = null,
  ): Promise<TEntity> {
    if (definition.branchIdsOf && !isAdmin(actor)) checkBranchIds(actor, definition.branchIdsOf(input));
    // If-Match first; without the header the `version` of a GET → change → PUT body.
    const expectedVersion = id === null ? null : (ifMatchVersion(ctx) ?? bodyVersion);
    try {
      return await write(actor, input, id, expectedVersion);
    } catch (error) {
      throw asBodyError(error);
    }
  }

  /** The entity as it is before a change (for the audit log's before → after); null when there is no such row. */
  async function entityBefore(executor: Trx, id: number, actor: Actor): Promise<TEntity | null> {
    const row = await loose(executor).selectFrom(definition.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const [entity] = await entitiesOf(executor, [row], actor);
    return entity ?? null;
  }

  /** Is there a row with this id (a refused conditional write: 409 when it exists, else 404)? */
  async function exists(executor: Trx, id: number): Promise<boolean> {
    const row = await loose(executor).selectFrom(definition.table).select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Creates (id null) or replaces a row. An update raises `version` by one; with an expected version (If-Match) it
   * changes the row only while that is still the stored version — one UPDATE … WHERE id AND version, so of two
   * concurrent saves of one version exactly one wins and the other is a 409 that changed nothing.
   */
  function write(actor: Actor, input: TInput, id: number | null, expectedVersion: number | null): Promise<TEntity> {
    return db.transaction().execute(async (trx) => {
      const now = deps.now();
      const columns = await definition.toColumns(input, trx, now);
      let rowId: number;
      let before: TEntity | null = null;
      if (id === null) {
        const inserted = await loose(trx)
          .insertInto(definition.table)
          .values(columns)
          .returning('id')
          .executeTakeFirstOrThrow();
        rowId = Number(inserted.id);
      } else {
        await checkWritable(trx, actor, id);
        await definition.guardChange?.(trx, { actor, id, input }, now);
        before = await entityBefore(trx, id, actor);
        let update = loose(trx)
          .updateTable(definition.table)
          .set({ ...columns, updatedAt: now, version: sql`version + 1` })
          .where('id', '=', id);
        if (expectedVersion !== null) update = update.where('version', '=', expectedVersion);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          throw expectedVersion !== null && (await exists(trx, id)) ? conflictError() : AppError.notFound();
        }
        rowId = id;
      }
      await definition.writeRelations?.(trx, rowId, input);
      await definition.checkWritten?.(trx, { actor, id: rowId, input }, now);
      const row = await loose(trx)
        .selectFrom(definition.table)
        .selectAll()
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow();
      const after = await entityOf(trx, row, actor);
      await recordAudit(trx, {
        actor,
        action: id === null ? 'create' : 'update',
        resource: definition.name,
        resourceId: rowId,
        before: withSecretsSet(
          withoutFields(before, definition.secretFields),
          secretsSet(input, definition.secretFields, 'old'),
        ),
        after: withSecretsSet(
          withoutFields(after, definition.secretFields),
          secretsSet(input, definition.secretFields, 'new'),
        ),
        at: now,
      });
      return after;
    });
  }

  router.post(base, async (ctx) => {
    const actor = checkRole(ctx, access.create);
    if (access.create === 'branch' && !isAdmin(actor) && !definition.branchIdsOf)
      throw new AppError('forbidden', messages.auth.accessDenied);
    await checkScopeFirst(ctx, actor, null);
    const input = definition.schema.parse(bodyOf(ctx));
    sendData(ctx, await save(ctx, actor, input, null), 201);
  });
  registry.add({
    method: 'post',
    path: docBase,
    summary: `Create ${definition.description}`,
    tag,
    access: access.create,
    body: definition.schema,
    status: 201,
    ...answers,
  });

  router.put(`${base}/:id`, async (ctx) => {
    const actor = checkRole(ctx, access.update);
    const id = parseId(ctx.params.id);
    await checkScopeFirst(ctx, actor, id);
    const schema = definition.updateSchema ?? definition.schema;
    const { body, bodyVersion } = replacementBody(bodyOf(ctx), id, schema, await currentAnswer(id, actor));
    sendData(ctx, await save(ctx, actor, schema.parse(body), id, bodyVersion));
  });
  registry.add({
    method: 'put',
    path: `${docBase}/{id}`,
    summary: `Replace ${definition.description}`,
    tag,
    access: access.update,
    ifMatch: true,
    body: definition.updateSchema ?? definition.schema,
    status: 200,
    ...answers,
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const actor = checkRole(ctx, access.delete);
    const id = parseId(ctx.params.id);
    const expectedVersion = ifMatchVersion(ctx);
    await db.transaction().execute(async (trx) => {
      await checkWritable(trx, actor, id);
      await definition.guardChange?.(trx, { actor, id, input: null }, deps.now());
      const before = await entityBefore(trx, id, actor);
      let remove = loose(trx).deleteFrom(definition.table).where('id', '=', id);
      if (expectedVersion !== null) remove = remove.where('version', '=', expectedVersion);
      const result = await remove.executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) {
        throw expectedVersion !== null && (await exists(trx, id)) ? conflictError() : AppError.notFound();
      }
      await recordAudit(trx, {
        actor,
        action: 'delete',
        resource: definition.name,
        resourceId: id,
        before: withoutFields(before, definition.secretFields),
        at: deps.now(),
      });
    });
    ctx.status = 204;
  });
  registry.add({
    method: 'delete',
    path: `${docBase}/{id}`,
    summary: `Delete ${definition.description}`,
    tag,
    access: access.delete,
    ifMatch: true,
    status: 204,
  });

  return router;
}
