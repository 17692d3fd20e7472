import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, silentLogger, type TestDatabase, testConfig } from '../../../test/helpers.js';
import { json } from '../../db/schema.js';
import { createConfiguredMailer } from '../notifications/configured-mailer.js';
import { sealSecret } from './secret-store.js';
import { mailSettingsOf } from './smtp-settings.js';

/** A real SMTP server that asks for a login and keeps who signed in with what, and the mails. */
async function startAuthSmtp() {
  const logins: { username: string; password: string }[] = [];
  const mails: { from: string; subject: string }[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      if (auth.password !== 'Smtp-Geheim-99') return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({ from: parsed.from?.text ?? '', subject: parsed.subject ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, logins, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the mail server entered under Einstellungen › E-Mail', () => {
  let database: TestDatabase;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startAuthSmtp>>;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'smtp-settings-'));
    smtp = await startAuthSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is used with the stored password when the environment names no SMTP server; the environment wins', async () => {
    const config = testConfig({ dataDir, mail: { smtp: null, from: 'bestellung@localhost' } });
    const deps = { db: database.db, config, logger: silentLogger };
    expect((await mailSettingsOf(deps, {})).smtp).toBeNull();

    const stored = await database.db.selectFrom('config').select('data').executeTakeFirstOrThrow();
    await database.db
      .updateTable('config')
      .set({
        data: json({
          ...stored.data,
          smtpHost: '127.0.0.1',
          smtpPort: smtp.port,
          smtpSecure: false,
          smtpUser: 'shop',
          mailFrom: 'shop@morgenrot.example',
        }),
      })
      .execute();
    await database.db
      .insertInto('configSecrets')
      .values({
        key: 'smtpPassword',
        value: await sealSecret(deps, 'smtpPassword', 'Smtp-Geheim-99', {}),
        updatedAt: new Date(),
      })
      .execute();

    const settings = await mailSettingsOf(deps, {});
    expect(settings).toEqual({
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'shop', password: 'Smtp-Geheim-99' },
      from: 'shop@morgenrot.example',
    });
    const mailer = createConfiguredMailer(deps);
    const result = await mailer.send(
      { to: 'kunde@example.at', subject: 'Ihre Bestellung', text: 'Danke', html: '<p>Danke</p>' },
      'Bäckerei Morgenrot',
    );
    expect(result).toBe('sent');
    expect(smtp.logins).toEqual([{ username: 'shop', password: 'Smtp-Geheim-99' }]);
    expect(smtp.mails).toEqual([{ from: '"Bäckerei Morgenrot" <shop@morgenrot.example>', subject: 'Ihre Bestellung' }]);

    // SMTP_* of the environment take precedence over the back-office settings.
    const fromEnv = testConfig({ dataDir, mail: { smtp: { url: 'smtp://127.0.0.1:1' }, from: 'env@localhost' } });
    expect(await mailSettingsOf({ db: database.db, config: fromEnv }, {})).toEqual(fromEnv.mail);
    // SMTP_PASSWORD alone (the stored host) wins over the stored password.
    expect((await mailSettingsOf(deps, { SMTP_PASSWORD: 'aus-env' })).smtp).toMatchObject({ password: 'aus-env' });
  });

  it('is read twice for five sends that start together (the first, then one shared by the rest), and a change applies to the next send', async () => {
    const config = testConfig({ dataDir, mail: { smtp: null, from: 'bestellung@localhost' } });
    let queries = 0;
    const countingDb = database.db.withPlugin({
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const deps = { db: countingDb, config, logger: silentLogger };
    await mailSettingsOf(deps, {});
    const queriesOfOneRead = queries;
    expect(queriesOfOneRead).toBeGreaterThan(0);

    const mailer = createConfiguredMailer(deps);
    const mailsBefore = smtp.mails.length;
    queries = 0;
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) =>
        mailer.send(
          { to: `${name}@example.at`, subject: `Bestellung ${name}`, text: 'Danke', html: '<p>Danke</p>' },
          'Bäckerei Morgenrot',
        ),
      ),
    );
    expect(results).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(queries).toBe(2 * queriesOfOneRead);
    expect(smtp.mails.length).toBe(mailsBefore + 5);

    const stored = await database.db.selectFrom('config').select('data').executeTakeFirstOrThrow();
    await database.db
      .updateTable('config')
      .set({ data: json({ ...stored.data, mailFrom: 'neu@morgenrot.example' }) })
      .execute();
    queries = 0;
    await mailer.send(
      { to: 'f@example.at', subject: 'Nach der Änderung', text: 'Danke', html: '<p>Danke</p>' },
      'Bäckerei Morgenrot',
    );
    expect(queries).toBe(queriesOfOneRead);
    expect(smtp.mails.at(-1)).toEqual({
      from: '"Bäckerei Morgenrot" <neu@morgenrot.example>',
      subject: 'Nach der Änderung',
    });
  });
});
