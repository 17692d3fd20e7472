import { randomBytes } from 'node:crypto';
import { setupMessages, userCreateSchema } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { loginLinkUrl } from '../../infrastructure/auth/login-link-mail.js';
import { createLoginLink } from '../../infrastructure/auth/login-links.js';
import { hashPassword } from '../../infrastructure/auth/password.js';
import { accountRefusal, findAccountByUsername } from '../../infrastructure/auth/staff-account.js';
import { writeAuditLog } from '../../infrastructure/crud/audit.js';
import { type AdminCommand, CliError } from './args.js';

const m = setupMessages.cli;

/** The label a field error is printed with. */
const fieldNames: Record<string, string> = { username: '--username', email: '--email' };

async function linkLines(db: Db, userId: number, minutes: number, now: Date, publicUrl: string): Promise<string[]> {
  const link = await createLoginLink(db, { userId, createdBy: null, minutes }, now);
  return [m.loginLink(minutes), loginLinkUrl(publicUrl, link.token)];
}

/**
 * Runs one admin command and returns the lines to print. `create-user` makes an enabled staff user whose password
 * nobody knows and prints a login link (they set a password once signed in); `login-link` prints a fresh one-time
 * link for an existing user (the existing login-link mechanism: stored as a digest, one use, expires).
 */
export async function runAdminCommand(
  db: Db,
  command: AdminCommand,
  options: { now: Date; publicUrl: string },
): Promise<string[]> {
  if (command.command === 'login-link') {
    const account = await findAccountByUsername(db, command.username);
    if (!account) throw new CliError(m.unknownUser(command.username));
    const refusal = accountRefusal(account, options.now);
    if (refusal) throw new CliError(refusal.message);
    return linkLines(db, account.id, command.minutes, options.now, options.publicUrl);
  }
  const parsed = userCreateSchema.safeParse({
    username: command.username,
    email: command.email,
    firstName: command.firstName || command.username,
    lastName: command.lastName || '-',
    roles: [command.role],
    password: randomBytes(32).toString('base64url'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    throw new CliError(m.invalidField(fieldNames[field] ?? field, issue?.message ?? ''));
  }
  const input = parsed.data;
  if (await findAccountByUsername(db, input.username)) throw new CliError(m.usernameTaken(input.username));
  const passwordHash = await hashPassword(input.password ?? '');
  const userId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        username: input.username,
        passwordHash,
        firstName: input.firstName,
        lastName: command.lastName,
        email: input.email,
        roles: input.roles,
        isEnabled: true,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAuditLog(trx, {
      actor: { kind: 'anonymous' },
      action: 'create',
      resource: 'users',
      resourceId: row.id,
      data: { username: input.username, email: input.email, roles: input.roles, via: 'npm run admin' },
    });
    return row.id;
  });
  return [
    m.userCreated(input.username),
    ...(await linkLines(db, userId, command.minutes, options.now, options.publicUrl)),
  ];
}
