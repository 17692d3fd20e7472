import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backofficeAuditMessages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every resource name the audit log can hold, read from the API's code: the CRUD definitions (`name: '…'` next to
 * `crudRouter`, and `contentResource('…')`), every `resource: '…'` given to recordAudit / writeAuditLog, and the
 * inbox's named constant.
 */
function loggedResources(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceRoot)) {
    const text = readFileSync(file, 'utf8');
    if (/\b(recordAudit|writeAuditLog)\(/.test(text)) {
      for (const match of text.matchAll(/\bresource: '([a-z-]+)'/g)) names.add(match[1] ?? '');
    }
    if (text.includes('crudRouter(')) {
      for (const match of text.matchAll(/^ {2}name: '([a-z-]+)',$/gm)) names.add(match[1] ?? '');
      for (const match of text.matchAll(/contentResource\('([a-z-]+)'\)/g)) names.add(match[1] ?? '');
    }
    for (const match of text.matchAll(/Resource = '([a-z-]+)';/g)) names.add(match[1] ?? '');
  }
  return names;
}

describe('audit log area names (Protokoll)', () => {
  it('finds the resources the API logs', () => {
    const names = loggedResources();
    for (const known of ['products', 'config-secrets', 'nodes', 'blocks', 'redirects', 'form-submissions', 'orders']) {
      expect(names, known).toContain(known);
    }
  });

  it('has a German area name for every logged resource', () => {
    const missing = [...loggedResources()].filter((name) => !backofficeAuditMessages.logs.resources[name]);
    expect(missing).toEqual([]);
  });
});
