const labelFields = ['name', 'title', 'username', 'identifier', 'path', 'uid', 'family', 'email'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an audit entry is about, in a few words for the list ("Semmel", "admin", "/kontakt"): the first of name,
 * title, username, identifier, path, uid, family or email the entity has, after the change or else before it.
 */
export function auditLabelOf(before: unknown, after: unknown): string | null {
  for (const entity of [after, before]) {
    if (!isRecord(entity)) continue;
    for (const field of labelFields) {
      const value = entity[field];
      if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
      if (typeof value === 'number') return String(value);
    }
  }
  return null;
}
