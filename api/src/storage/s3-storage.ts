import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.js';
import { assertSafeKey, type OpenedObject, type Storage } from './storage.js';

/** The SDK's "no such object" answers (GetObject: NoSuchKey, HeadObject: NotFound, both HTTP 404). */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** One client per configuration and process (it keeps its own connection pool). */
const clients = new Map<string, S3Client>();

export function s3ClientFor(config: S3StorageConfig): S3Client {
  const cacheKey = JSON.stringify([config.endpoint, config.region, config.forcePathStyle, config.accessKeyId]);
  let client = clients.get(cacheKey);
  if (!client) {
    client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // Without keys the SDK's own chain applies (AWS_* variables, instance roles).
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
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
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    private readonly prefix: string,
  ) {
    this.client = s3ClientFor(config);
  }

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
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
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
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async write(key: string, bytes: Buffer, contentType?: string): Promise<void> {
    await this.client.send(
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
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }
}
