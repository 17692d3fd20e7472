/** One changed value of an audit entry: where (a dotted path, `[n]` for list items), before and after. */
export interface AuditChange {
  path: string;
  before: unknown;
  after: unknown;
  kind: 'added' | 'removed' | 'changed';
}

/** Fields every save changes by itself: left out of the readable diff (they stay in the stored entry). */
export const auditNoiseFields = ['updatedAt', 'version'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function walk(path: string, before: unknown, after: unknown, changes: AuditChange[], depth: number): void {
  if (same(before, after)) return;
  // Objects are compared field by field (three levels deep); lists of the same length item by item.
  if (depth < 3 && isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      if (depth === 0 && (auditNoiseFields as readonly string[]).includes(key)) continue;
      walk(path === '' ? key : `${path}.${key}`, before[key], after[key], changes, depth + 1);
    }
    return;
  }
  if (depth < 3 && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, index) => {
      walk(`${path}[${index}]`, item, after[index], changes, depth + 1);
    });
    return;
  }
  const kind =
    before === undefined || before === null ? 'added' : after === undefined || after === null ? 'removed' : 'changed';
  changes.push({ path, before: before ?? null, after: after ?? null, kind });
}

/**
 * The readable before → after of an audit entry: every changed value with its path, in the order of the fields.
 * A created entry lists its fields as added, a deleted one as removed.
 */
export function auditDiff(before: unknown, after: unknown): AuditChange[] {
  const changes: AuditChange[] = [];
  walk('', before ?? {}, after ?? {}, changes, 0);
  return changes;
}
