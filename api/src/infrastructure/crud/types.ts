import type { Expression, ExpressionBuilder, SqlBool, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';

export type Trx = Transaction<DB>;
/** A row as the generic toolkit sees it: camelCase columns (CamelCasePlugin). */
export type Row = Record<string, unknown>;
/** The toolkit works on tables chosen at run time: columns are plain strings here, rows plain records. */
export type LooseDb = Record<string, Row>;
export type LooseEb = ExpressionBuilder<LooseDb, string>;

/** Who may do something: everyone, any staff member, admins, or employees of the row's branches (and admins). */
export type Permission = 'public' | 'staff' | 'branch' | 'admin';

/**
 * How a resource belongs to branches, for ROLE_EMPLOYEE: a `branch_id` column, the branch itself, or a link table.
 * Resources without one are not branch data (an employee reads them when `read` allows staff).
 */
export type BranchScope =
  | { kind: 'column'; column: string }
  | { kind: 'self' }
  | { kind: 'link'; table: 'menuBranches' | 'userBranches'; ownerColumn: string };

/**
 * 'after'/'before'/'atLeast'/'atMost' compare a date or date-time column with an ISO date ('YYYY-MM-DD') or an ISO
 * date-time with offset (>, <, >=, <=): e.g. the rows of a period `endsAt after from` and `startsAt before to`.
 */
export type FilterType = 'text' | 'search' | 'integer' | 'boolean' | 'after' | 'before' | 'atLeast' | 'atMost';

export interface ResourceDefinition<TInput extends Record<string, unknown>, TEntity> {
  /** Path segment under /api and the `resource` in the audit log, e.g. 'image-templates'. */
  name: string;
  /** Kysely table name (camelCase). */
  table: keyof DB & string;
  /** One line for the API documentation. */
  description: string;
  /**
   * The entity as `toEntities` makes it (without `version`, which staff answers add): the answer schema of every
   * route of the resource in the OpenAPI document, checked against real answers by the API tests.
   */
  entitySchema?: z.ZodType;
  /** The strict body of POST and PUT (PUT replaces the whole entity). */
  schema: z.ZodType<TInput>;
  /** Body schema of PUT when it differs (e.g. a password that may be left out). */
  updateSchema?: z.ZodType<TInput>;
  access: { read: Permission; create: Permission; update: Permission; delete: Permission };
  branchScope?: BranchScope;
  /** A staff member's own rows (e.g. 'userId'): an employee reads only rows whose column is their user id. */
  ownRowsColumn?: string;
  /** Branch ids a body puts the row in (checked against an employee's branches). */
  branchIdsOf?: (input: TInput) => number[];
  /**
   * The body field naming those branches, read before the body is validated so that an employee's write to another
   * branch is a 403 whatever the rest of the body (a branch id, null for none, or a list of `{ id }`). Default: the
   * column of a `column` branch scope.
   */
  branchField?: keyof TInput & string;
  /** Rows anonymous visitors may read (employees read these plus their branches' rows). Missing: all rows. */
  publicWhere?: (eb: LooseEb) => Expression<SqlBool>;
  /**
   * The rows this resource serves at all, for everyone (rows outside belong to another resource, e.g. the display
   * devices of the signage screens): lists and look-ups leave the others out (404). Refuse writes to them in
   * `guardChange`. Missing: all rows.
   */
  rowsWhere?: (eb: LooseEb) => Expression<SqlBool>;
  /** Query parameter -> column and type, e.g. `{ branchId: { column: 'branchId', type: 'integer' } }`. */
  filters?: Record<string, { column: string; type: FilterType }>;
  /** Sortable fields (API name = column name); the first is the default order. */
  sortable: string[];
  /** A unique text column also used for look-ups: `GET /api/{name}/by-{lookup.param}/{value}`. */
  lookup?: { param: 'identifier' | 'path'; column: string };
  /** The columns to write for an input (create and update). */
  toColumns(input: TInput, trx: Trx, now: Date): Row | Promise<Row>;
  /**
   * A rule checked in the write's transaction before an existing row is replaced (`input`) or deleted (`input` null);
   * it throws an AppError to refuse, and then nothing is written.
   */
  guardChange?(trx: Trx, change: { actor: Actor; id: number; input: TInput | null }, now: Date): Promise<void>;
  /**
   * A rule checked in the write's transaction after the row was created or replaced (`id` is its id), seeing the
   * tables as the write leaves them (e.g. a chain of redirects through the new row); it throws an AppError to refuse,
   * and then the whole write is rolled back.
   */
  checkWritten?(trx: Trx, change: { actor: Actor; id: number; input: TInput }, now: Date): Promise<void>;
  /** Related rows (link tables, children) written after the row, in the same transaction. */
  writeRelations?(trx: Trx, id: number, input: TInput): Promise<void>;
  /** Rows -> entities (loads relations in one go). `actor` lets anonymous views drop hidden parts. */
  toEntities(rows: Row[], db: Trx | Db, actor: Actor): Promise<TEntity[]>;
  /**
   * Body field a database column's constraint error is reported on, where the two differ (a menu's `branchId` of
   * the link table is the body's `branches`).
   */
  fieldOfColumn?: Record<string, string>;
  /** Entity fields never written to the audit log (besides the secret-like names the writer masks anyway). */
  secretFields?: string[];
  /** Anonymous list and get are answered by the resource's own public handler (the cached catalog reads). */
  publicListElsewhere?: boolean;
}
