import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { messages, setupMessages } from '@bestell/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, prepareChildDatabase, type TestApp, templates } from '../../../test/helpers.js';
import { openDatabase } from '../../db/database.js';
import { apiRoot } from '../../kernel/config.js';
import { CliError, parseAdminArgs } from './args.js';
import { runAdminCommand } from './commands.js';

const m = setupMessages.cli;
const now = new Date('2026-11-27T08:00:00Z');
const options = { now, publicUrl: 'https://shop.example.at' };
/** The API's clock when the printed link is used: five minutes later, within the link's hour (whatever the real date). */
const usedAt = () => new Date(now.getTime() + 5 * 60_000);

function tokenOf(lines: string[]): string {
  const link = lines.at(-1) ?? '';
  expect(link).toMatch(/^https:\/\/shop\.example\.at\/backend\/login\/link\/[A-Za-z0-9_-]{43}$/);
  return link.split('/').at(-1) ?? '';
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return (error as CliError).message;
}

describe('parseAdminArgs', () => {
  it('reads both commands', () => {
    expect(parseAdminArgs(['create-user', '--username', 'eva', '--email', 'eva@x.at', '--role', 'admin'])).toEqual({
      command: 'create-user',
      username: 'eva',
      email: 'eva@x.at',
      role: 'ROLE_ADMIN',
      firstName: '',
      lastName: '',
      minutes: 60,
    });
    expect(parseAdminArgs(['login-link', '--username', 'eva', '--minutes', '15'])).toEqual({
      command: 'login-link',
      username: 'eva',
      minutes: 15,
    });
  });

  it.each([
    [[], m.usage],
    [['drop-all'], `${m.unknownCommand('drop-all')}\n${m.usage}`],
    [['login-link'], m.missingOption('username')],
    [['login-link', '--username', 'eva', '--minutes', '0'], m.invalidMinutes],
    [['login-link', '--username', 'eva', '--minutes', '1.5'], m.invalidMinutes],
    [['login-link', '--user', 'eva'], `${m.unknownOption('--user')}\n${m.usage}`],
    [['create-user', '--username', 'eva', '--email', 'eva@x.at'], m.missingOption('role')],
    [['create-user', '--username', 'eva', '--email', 'eva@x.at', '--role', 'boss'], m.invalidRole('boss')],
  ])('refuses %j in German', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(new CliError(message));
  });
});

describe('runAdminCommand', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('creates an admin who signs in once with the printed link; a taken name or a bad address creates nothing', async () => {
    app = await createTestApp({ now: usedAt });
    const lines = await runAdminCommand(
      app.db,
      parseAdminArgs(['create-user', '--username', 'notfall', '--email', 'notfall@example.at', '--role', 'admin']),
      options,
    );
    expect(lines.slice(0, 2)).toEqual([m.userCreated('notfall'), m.loginLink(60)]);
    const token = tokenOf(lines);
    const signedIn = await app.request<{ data: { username: string; roles: string[] } }>(`/api/login/link/${token}`, {
      method: 'POST',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ username: 'notfall', roles: ['ROLE_ADMIN'] });
    expect((await app.request(`/api/login/link/${token}`, { method: 'POST' })).status).toBe(401);

    const usersBefore = await app.db.selectFrom('users').select('id').execute();
    expect(
      await refusal(
        runAdminCommand(
          app.db,
          parseAdminArgs(['create-user', '--username', 'ADMIN', '--email', 'a@example.at', '--role', 'admin']),
          options,
        ),
      ),
    ).toBe(m.usernameTaken('ADMIN'));
    expect(
      await refusal(
        runAdminCommand(
          app.db,
          parseAdminArgs(['create-user', '--username', 'neu', '--email', 'keine-adresse', '--role', 'employee']),
          options,
        ),
      ),
    ).toBe(m.invalidField('--email', messages.validation.invalidEmail));
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length);
  });

  it('prints a one-time login link for an existing user; an unknown user is a German error', async () => {
    app = await createTestApp({ now: usedAt });
    const token = tokenOf(
      await runAdminCommand(app.db, parseAdminArgs(['login-link', '--username', 'Admin']), options),
    );
    const row = await app.db
      .selectFrom('loginLinks')
      .select(['tokenHash', 'createdBy', 'expiresAt'])
      .executeTakeFirst();
    expect(row?.createdBy).toBeNull();
    // Stored as the token's SHA-256 (hex), never the token itself.
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + 60 * 60_000);
    expect(
      await refusal(runAdminCommand(app.db, parseAdminArgs(['login-link', '--username', 'niemand']), options)),
    ).toBe(m.unknownUser('niemand'));
  });
});

function runCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/app/admin-cli/main.ts'), ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', PUBLIC_URL: 'https://shop.example.at', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin (the process)', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('exits 0 with the link, and 1 with the German error on stderr', async () => {
    const prepared = await prepareChildDatabase();
    cleanup = prepared.cleanup;
    const ok = await runCli(['login-link', '--username', 'admin'], prepared.env);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/\/backend\/login\/link\/[A-Za-z0-9_-]{43}\n$/);
    const unknown = await runCli(['login-link', '--username', 'niemand'], prepared.env);
    expect(unknown).toMatchObject({ code: 1, stdout: '', stderr: `${m.unknownUser('niemand')}\n` });
  }, 90_000);

  it.runIf(templates().kind === 'pglite')(
    'tells the user to stop the server while the embedded database is in use, and changes nothing',
    async () => {
      const prepared = await prepareChildDatabase();
      cleanup = prepared.cleanup;
      const dataDir = prepared.env.DATA_DIR ?? '';
      const server = await openDatabase({ dataDir });
      try {
        const locked = await runCli(
          ['create-user', '--username', 'eva', '--email', 'eva@example.at', '--role', 'admin'],
          prepared.env,
        );
        expect(locked).toMatchObject({ code: 1, stdout: '', stderr: `${m.dataDirLocked(dataDir)}\n` });
        expect(await server.db.selectFrom('users').select('id').where('username', '=', 'eva').execute()).toEqual([]);
      } finally {
        await server.close();
      }
    },
    90_000,
  );
});
