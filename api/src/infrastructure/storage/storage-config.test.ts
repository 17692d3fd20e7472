import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../kernel/config.js';

describe('storage and upload limit settings', () => {
  it('uses the folders and the default limits without settings', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'directory' });
    expect(config.uploadLimits).toEqual({
      perMinute: 20,
      quotaBytes: 100 * 1024 * 1024,
      totalBytes: 2000 * 1024 * 1024,
      sweepAfterHours: 24,
    });
  });

  it('reads S3_* when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://fsn1.example.com',
      S3_REGION: 'fsn1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'shop/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'https://fsn1.example.com',
      region: 'fsn1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'shop/',
    });
    expect(loadConfig({ S3_BUCKET: 'media' }).storage).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      prefix: '',
    });
  });

  it('refuses a prefix without a trailing slash and negative limits; 0 turns a limit off', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_PREFIX: 'shop' })).toThrow('S3_PREFIX');
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_PREFIX: '../x/' })).toThrow('S3_PREFIX');
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '-1' })).toThrow('UPLOAD_QUOTA_MB');
    expect(() => loadConfig({ RATE_LIMIT_UPLOADS: 'viele' })).toThrow('RATE_LIMIT_UPLOADS');
    expect(
      loadConfig({ RATE_LIMIT_UPLOADS: '0', UPLOAD_QUOTA_MB: '0', UPLOAD_TOTAL_MB: '0.5' }).uploadLimits,
    ).toMatchObject({
      perMinute: 0,
      quotaBytes: 0,
      totalBytes: 512 * 1024,
    });
  });
});
