import { describe, expect, it } from 'vitest';
import { auditDiff } from './diff.js';
import { auditLabelOf } from './label.js';
import { formRetentionMonthsOf, retentionCutoff } from './retention.js';
import { isSecretKey, maskChange, maskedChangedSecret, maskedSecret, maskSecrets } from './secrets.js';

describe('audit secrets', () => {
  it('knows secret-like field names and leaves the others', () => {
    for (const key of [
      'password',
      'newPassword',
      'passwordHash',
      'smtpPassword',
      'clientSecret',
      'accessToken',
      'apiKey',
      'api_key',
      'privateKey',
      'hash',
    ]) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['name', 'price', 'email', 'username', 'identifier', 'taxes'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('masks at any depth, in lists too; empty secrets stay empty', () => {
    expect(
      maskSecrets({ name: 'Kasse', settings: { apiKey: 'k1', list: [{ token: 't' }, { other: 1 }] }, password: '' }),
    ).toEqual({
      name: 'Kasse',
      settings: { apiKey: maskedSecret, list: [{ token: maskedSecret }, { other: 1 }] },
      password: null,
    });
  });

  it('tells a changed secret from an unchanged one without its value', () => {
    expect(maskChange({ password: 'a', token: 'x' }, { password: 'b', token: 'x' })).toEqual({
      before: { password: maskedSecret, token: maskedSecret },
      after: { password: maskedChangedSecret, token: maskedSecret },
    });
    expect(maskChange(null, { secret: 's' })).toEqual({ before: null, after: { secret: maskedSecret } });
  });
});

describe('auditDiff', () => {
  it('lists changed, added and removed values by path, without updatedAt and version', () => {
    const before = {
      id: 1,
      name: 'Semmel',
      price: '0.50',
      version: 3,
      updatedAt: 'a',
      images: [{ id: 1 }],
      content: { scope: 'all' },
    };
    const after = {
      id: 1,
      name: 'Semmel',
      price: '0.55',
      version: 4,
      updatedAt: 'b',
      images: [{ id: 2 }],
      content: { scope: 'all', allergens: 'A' },
    };
    expect(auditDiff(before, after)).toEqual([
      { path: 'price', before: '0.50', after: '0.55', kind: 'changed' },
      { path: 'images[0].id', before: 1, after: 2, kind: 'changed' },
      { path: 'content.allergens', before: null, after: 'A', kind: 'added' },
    ]);
  });

  it('a create lists every field as added, a delete as removed', () => {
    expect(auditDiff(null, { name: 'Neu' })).toEqual([{ path: 'name', before: null, after: 'Neu', kind: 'added' }]);
    expect(auditDiff({ name: 'Alt' }, null)).toEqual([{ path: 'name', before: 'Alt', after: null, kind: 'removed' }]);
  });
});

describe('auditLabelOf', () => {
  it('names the entity by name, title, username, identifier or path, after the change first', () => {
    expect(auditLabelOf({ name: 'Alt' }, { name: 'Neu' })).toBe('Neu');
    expect(auditLabelOf({ username: 'filiale' }, null)).toBe('filiale');
    expect(auditLabelOf({ path: '/kontakt' }, { path: '/kontakt' })).toBe('/kontakt');
    expect(auditLabelOf({ price: '1' }, null)).toBeNull();
  });
});

describe('retention', () => {
  it('cuts off whole calendar months before now, clamped to the month’s last day', () => {
    expect(retentionCutoff(new Date('2026-11-27T10:00:00Z'), 24).toISOString()).toBe('2024-11-27T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2024-08-31T12:00:00Z'), 6).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-15T00:00:00Z'), 3).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });

  it('reads formRetentionMonths from the config, the default 6 for a missing or broken value', () => {
    expect(formRetentionMonthsOf({ formRetentionMonths: 3 })).toBe(3);
    expect(formRetentionMonthsOf({})).toBe(6);
    expect(formRetentionMonthsOf({ formRetentionMonths: 0 })).toBe(6);
    expect(formRetentionMonthsOf({ formRetentionMonths: '12' })).toBe(6);
  });
});
