import { branchInputSchema, messages, type SetupInput, setupMessages, slugify } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { json } from '../../db/schema.js';
import { hashPassword } from '../../infrastructure/auth/password.js';
import { findAccountById, type StaffAccount } from '../../infrastructure/auth/staff-account.js';
import { writeAuditLog } from '../../infrastructure/crud/audit.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError, unknownErrorMessage } from '../../kernel/app-error.js';
import { branchResource } from '../branches/staff-routes.js';
import { findConfigDocument } from '../config/repository.js';
import { consumeSetupCodes, hasStaffUser, isSetupCode } from './setup-code.js';

export function setupDoneError(): AppError {
  return new AppError('not_found', setupMessages.alreadyDone, { code: 'setup_done' });
}

export function invalidCodeError(): AppError {
  return new AppError('forbidden', setupMessages.invalidCode, { code: 'invalid_setup_code' });
}

/** 404 once the shop is set up, 403 for a code that is not (or no longer) stored. */
export async function checkSetupCode(db: Db, code: string): Promise<void> {
  if (await hasStaffUser(db)) throw setupDoneError();
  if (!(await isSetupCode(db, code))) throw invalidCodeError();
}

async function insertAdmin(trx: Trx, input: SetupInput, passwordHash: string, now: Date): Promise<number> {
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', input.admin.username.toLowerCase()))
    .executeTakeFirst();
  if (existing) {
    throw new AppError('conflict', messages.validation.notUnique, { field: 'admin.username', code: 'not_unique' });
  }
  const row = await trx
    .insertInto('users')
    .values({
      username: input.admin.username,
      passwordHash,
      firstName: input.admin.username,
      lastName: '',
      email: input.admin.email,
      roles: ['ROLE_ADMIN'],
      isEnabled: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function writeConfig(trx: Trx, input: SetupInput, now: Date): Promise<void> {
  const { business, branch, legal } = input;
  const current = await findConfigDocument(trx, { lock: true });
  const defaultDeliveryMethod = branch.isTakeawayEnabled
    ? 'takeaway'
    : branch.isDeliveryEnabled
      ? 'delivery'
      : 'dineIn';
  const data = {
    ...current.data,
    shopName: business.shopName,
    businessName: business.legalName,
    currency: 'EUR',
    contactEmail: business.email,
    defaultDeliveryMethod,
    // The business data behind the Impressum, kept for later edits (never part of the public config).
    business,
    imprintText: legal.imprintText,
    termsAndConditionsText: legal.termsAndConditionsText,
    privacyPolicyText: legal.privacyPolicyText,
    enableCash: branch.isCashEnabled,
  };
  await trx
    .insertInto('config')
    .values({ id: 1, data: json(data), updatedAt: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data: json(data), updatedAt: now }))
    .execute();
}

async function insertBranch(trx: Trx, input: SetupInput, now: Date): Promise<number> {
  const { branch } = input;
  const branchInput = branchInputSchema.parse({
    identifier: slugify(branch.name) || 'filiale',
    name: branch.name,
    street: branch.street,
    zipCode: branch.zipCode,
    city: branch.city,
    country: branch.country,
    phone: branch.phone,
    email: branch.email,
    isPublic: true,
    isEnabled: true,
    openingHours: branch.openingHours,
    isTakeawayEnabled: branch.isTakeawayEnabled,
    isDeliveryEnabled: branch.isDeliveryEnabled,
    isDineInEnabled: branch.isDineInEnabled,
    isCashEnabled: branch.isCashEnabled,
    isATMCardEnabled: branch.isATMCardEnabled,
    isVoucherEnabled: branch.isVoucherEnabled,
    isOnlinePaymentEnabled: branch.isOnlinePaymentEnabled,
  });
  const columns = await branchResource.toColumns(branchInput, trx, now);
  const row = await trx
    .insertInto('branches')
    .values(columns as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await branchResource.writeRelations?.(trx, row.id, branchInput);
  return row.id;
}

/**
 * The whole setup in one transaction: the code is used up (every stored code is deleted), then the first admin,
 * the shop's config (business data, legal texts) and the first branch (public) are written. A wrong or used code,
 * or a shop that has a staff user already, changes nothing. Returns the new admin's account for signing in.
 */
export async function runSetup(db: Db, input: SetupInput, now: Date): Promise<StaffAccount> {
  // argon2 takes a while: hashed before the transaction so it holds no lock meanwhile.
  const passwordHash = await hashPassword(input.admin.password);
  const userId = await db.transaction().execute(async (trx) => {
    const codeWasValid = await consumeSetupCodes(trx, input.code);
    if (await hasStaffUser(trx)) throw setupDoneError();
    if (!codeWasValid) throw invalidCodeError();
    const adminId = await insertAdmin(trx, input, passwordHash, now);
    await writeConfig(trx, input, now);
    const branchId = await insertBranch(trx, input, now);
    const actor = {
      kind: 'staff' as const,
      userId: adminId,
      username: input.admin.username,
      roles: ['ROLE_ADMIN' as const],
      branchIds: [],
      sessionId: '',
    };
    const { password: _password, ...admin } = input.admin;
    await writeAuditLog(trx, {
      actor,
      action: 'create',
      resource: 'setup',
      resourceId: branchId,
      data: { admin, business: input.business, branch: input.branch },
    });
    return adminId;
  });
  const account = await findAccountById(db, userId);
  if (!account) throw new AppError('internal', unknownErrorMessage);
  return account;
}
