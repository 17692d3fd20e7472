import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../kernel/config.js';

export interface S3TestServer {
  /** The storage configuration of the bucket (path style, fixed test keys). */
  config: S3StorageConfig;
  /** The folder s3rver keeps the objects in (to look at them directly). */
  directory: string;
  close(): Promise<void>;
}

/** s3rver (an S3-compatible server) in this process on a free port over a temporary folder, with one bucket. */
export async function startS3TestServer(bucket = 'bestell-test'): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's built-in test credentials
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'shop/',
    },
    directory,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
