import { userCreateSchema, userUpdateSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../infrastructure/auth/password.js';
import { defineResource } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { guardAdminChange } from './admin-guard.js';

/** A user as the API sends it: never the password hash. */
function toUser(row: Row, branchIds: number[]) {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles,
    branches: branchIds.map((id) => ({ id })),
    isEnabled: row.isEnabled,
    expiresAt: row.expiresAt,
    lockedUntil: row.lockedUntil,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function toUsers(rows: Row[], db: Trx | Db) {
  const ids = rows.map((r) => Number(r.id));
  const links =
    ids.length === 0
      ? []
      : await db
          .selectFrom('userBranches')
          .select(['userId', 'branchId'])
          .where('userId', 'in', ids)
          .orderBy('branchId')
          .execute();
  return rows.map((row) =>
    toUser(
      row,
      links.filter((l) => l.userId === row.id).map((l) => l.branchId),
    ),
  );
}

/**
 * Staff accounts, admins only. Passwords are stored as argon2id hashes; PUT without a password keeps it. No change or
 * delete may leave the shop without an active admin, nor lock the acting admin out (admin-guard.ts).
 */
const dateTime = z.string().meta({ format: 'date-time' });

/** A staff account as admins see it (never the password hash). */
const userEntitySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  branches: z.array(z.object({ id: z.number().int() })),
  isEnabled: z.boolean(),
  expiresAt: dateTime.nullable(),
  lockedUntil: dateTime.nullable(),
  lastLoginAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const userResource = defineResource({
  entitySchema: userEntitySchema,
  name: 'users',
  table: 'users',
  description: 'users (staff accounts)',
  schema: userCreateSchema,
  updateSchema: userUpdateSchema,
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { username: { column: 'username', type: 'search' }, isEnabled: { column: 'isEnabled', type: 'boolean' } },
  sortable: ['username', 'lastName', 'firstName', 'createdAt', 'updatedAt', 'lastLoginAt'],
  secretFields: ['password'],
  fieldOfColumn: { branchId: 'branches' },
  toColumns: async (input) => {
    const columns: Row = {
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      roles: input.roles,
      isEnabled: input.isEnabled,
      expiresAt: input.expiresAt,
    };
    if (input.password) columns.passwordHash = await hashPassword(input.password);
    return columns;
  },
  writeRelations: async (trx, id, input) => {
    await trx.deleteFrom('userBranches').where('userId', '=', id).execute();
    const branchIds = [...new Set(input.branches.map((b) => b.id))];
    if (branchIds.length > 0) {
      await trx
        .insertInto('userBranches')
        .values(branchIds.map((branchId) => ({ userId: id, branchId })))
        .execute();
    }
  },
  toEntities: (rows, db) => toUsers(rows, db),
  guardChange: guardAdminChange,
});

export function userStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(userResource, deps, registry);
}
