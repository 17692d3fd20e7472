import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type DatabaseState, templates } from '../../../test/helpers.js';
import type { Db } from '../../db/database.js';
import type { AppConfig, StorageConfig, UploadLimitsConfig } from '../../kernel/config.js';
import { csrfHeader } from '../auth/csrf.js';
import { hashPassword } from '../auth/password.js';
import { sessionCookieName } from '../auth/session-cookie.js';
import { type Media, mediaFor } from './media.js';

/**
 * The API for the media tests (test/helpers.ts: a private database, PGlite or TEST_DATABASE_URL) with its own
 * DATA_DIR, so files written by one test file never meet another file's (ids restart in every database clone).
 * With `sharedUploads` the run's seeded uploads folder (the demo images) is used, read-only by convention.
 */
export interface MediaTestServer {
  url: string;
  config: AppConfig;
  db: Db;
  media: Media;
  /** Cookie and CSRF headers of a signed-in admin ('media-admin'). */
  admin: Record<string, string>;
  /** Cookie and CSRF headers of a signed-in employee without branches ('media-employee'). */
  employee: Record<string, string>;
  close(): Promise<void>;
}

const testPassword = 'media-test-password';

/** Creates the account when missing (the migrated database has no users) and signs it in through POST /api/login. */
async function signIn(url: string, db: Db, username: string, roles: string[]): Promise<Record<string, string>> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!existing) {
    const passwordHash = await hashPassword(testPassword);
    await db.insertInto('users').values({ username, passwordHash, roles }).execute();
  }
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: testPassword }),
  });
  const body = (await response.json()) as { data?: { csrfToken?: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${sessionCookieName}=`));
  if (!cookie || !body.data?.csrfToken) throw new Error(`login as ${username} failed: ${response.status}`);
  return { Cookie: cookie, [csrfHeader]: body.data.csrfToken };
}

/** Visitors' upload limits off unless a test is about them. */
export const noUploadLimits: UploadLimitsConfig = { perMinute: 0, quotaBytes: 0, totalBytes: 0, sweepAfterHours: 24 };

export async function startMediaTestServer(
  options: {
    state?: DatabaseState;
    sharedUploads?: boolean;
    /** Default: the directory (DATA_DIR/uploads of this server). */
    storage?: StorageConfig;
    uploadLimits?: UploadLimitsConfig;
    now?: () => Date;
  } = {},
): Promise<MediaTestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-test-'));
  const uploadsDir = options.sharedUploads ? templates().uploadsDir : path.join(dataDir, 'uploads');
  const app = await createTestApp({
    state: options.state ?? 'migrated',
    config: {
      dataDir,
      uploadsDir,
      storage: options.storage ?? { kind: 'directory' },
      uploadLimits: options.uploadLimits ?? noUploadLimits,
    },
    ...(options.now ? { now: options.now } : {}),
  });
  const admin = await signIn(app.url, app.db, 'media-admin', ['ROLE_ADMIN']);
  const employee = await signIn(app.url, app.db, 'media-employee', ['ROLE_EMPLOYEE']);
  return {
    url: app.url,
    config: app.config,
    db: app.db,
    media: mediaFor(app.config),
    admin,
    employee,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
