import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type DatabaseState, templates } from '../../test/helpers.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
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
  close(): Promise<void>;
}

export async function startMediaTestServer(
  options: { state?: DatabaseState; sharedUploads?: boolean } = {},
): Promise<MediaTestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-test-'));
  const uploadsDir = options.sharedUploads ? templates().uploadsDir : path.join(dataDir, 'uploads');
  const app = await createTestApp({ state: options.state ?? 'migrated', config: { dataDir, uploadsDir } });
  return {
    url: app.url,
    config: app.config,
    db: app.db,
    media: mediaFor(app.config),
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
