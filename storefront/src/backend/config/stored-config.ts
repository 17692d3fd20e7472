import type { ConfigInput } from '@bestell/domain';

/**
 * The stored config document as an admin reads it (GET /api/config): the fields of the config body (values as
 * stored, so possibly absent) and its version. Secrets are never part of it (GET /api/config/secrets says set / not).
 */
export type StoredConfig = { [K in keyof ConfigInput]?: ConfigInput[K] | null } & { version: number };

export const configKey = ['staff', '/config', 'document'] as const;

/** A stored text as the form's value ('' for none). */
export function textOf(value: string | null | undefined): string {
  return value ?? '';
}
