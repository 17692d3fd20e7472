import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../kernel/config.js';
import { assertSafeKey, type OpenedObject, type Storage } from './storage.js';

/** The SDK's "no such object" answers (GetObject: NoSuchKey, HeadObject: NotFound, both HTTP 404). */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK is loaded on first use (about 0.7 s), so an API on the directory storage never pays for it. */
let sdkLoading: Promise<S3Sdk> | null = null;
function sdk(): Promise<S3Sdk> {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
}

/** One client per configuration and process (it keeps its own connection pool). */
const clients = new Map<string, Promise<S3Client>>();

export function s3ClientFor(config: S3StorageConfig): Promise<S3Client> {
  const cacheKey = JSON.stringify([config.endpoint, config.region, config.forcePathStyle, config.accessKeyId]);
  let client = clients.get(cacheKey);
  if (!client) {
    client = sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          forcePathStyle: config.forcePathStyle,
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          // Without keys the SDK's own chain applies (AWS_* variables, instance roles).
          ...(config.accessKeyId && config.secretAccessKey
            ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
            : {}),
        }),
    );
    clients.set(cacheKey, client);
  }
  return client;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Hetzner, …) under `prefix`: key `files/1-1.pdf` is
 * object `{prefix}files/1-1.pdf`. A PUT replaces an object whole, so readers never see half a file.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  constructor(
    private readonly config: S3StorageConfig,
    private readonly prefix: string,
  ) {}

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.prefix}${key}`;
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<OpenedObject | null> {
    try {
      const [client, { GetObjectCommand }] = await Promise.all([s3ClientFor(this.config), sdk()]);
      const answer = await client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('S3 GetObject: expected a Node stream');
      return { size: answer.ContentLength ?? 0, body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      const [client, { HeadObjectCommand }] = await Promise.all([s3ClientFor(this.config), sdk()]);
      await client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async write(key: string, bytes: Buffer, contentType?: string): Promise<void> {
    const [client, { PutObjectCommand }] = await Promise.all([s3ClientFor(this.config), sdk()]);
    await client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ...(contentType ? { ContentType: contentType } : {}),
      }),
    );
  }

  async remove(key: string): Promise<void> {
    const [client, { DeleteObjectCommand }] = await Promise.all([s3ClientFor(this.config), sdk()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }
}
