import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readCredential, removeCredential, writeCredential } from '../src/core/credential-store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the credential in the data folder, readable by the owner only, and reads it back', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'desk-cred-')), 'data');
  dirs.push(path.dirname(dir));
  expect(readCredential(dir)).toBeNull();
  const value = { shopUrl: 'http://127.0.0.1:3000', credential: `dc_4_${'x'.repeat(43)}`, deviceId: 4, branchId: 1 };
  writeCredential(dir, value);
  expect(fs.statSync(path.join(dir, 'credential.json')).mode & 0o777).toBe(0o600);
  expect(readCredential(dir)).toEqual(value);
  fs.writeFileSync(path.join(dir, 'credential.json'), '{"broken"');
  expect(readCredential(dir)).toBeNull();
  removeCredential(dir);
  expect(fs.existsSync(path.join(dir, 'credential.json'))).toBe(false);
});
