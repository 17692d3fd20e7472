import type { Readable } from 'node:stream';

/** A stored object opened for reading: its size and a stream of its bytes (destroy it when not read). */
export interface OpenedObject {
  size: number;
  body: Readable;
}

/**
 * Where files live: a folder on this machine (default) or S3-compatible object storage shared by several API
 * machines. Keys are relative, '/'-separated paths made by our own code (e.g. `files/12-1.pdf`); a key is written
 * whole or not at all, so a reader never sees half a file.
 */
export interface Storage {
  readonly kind: 'directory' | 's3';
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The object's size and a stream of it, or null when there is none. */
  open(key: string): Promise<OpenedObject | null>;
  exists(key: string): Promise<boolean>;
  write(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** Removes the object; a missing one is fine. */
  remove(key: string): Promise<void>;
}

/** Keys are made by our code; this refuses anything that could leave the storage's root. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (key === '' || key.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
