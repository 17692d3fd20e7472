import {
  type blockInputSchema,
  type ContentEntryKind,
  backofficeContentMessages as c,
  emptyCmsObject,
  fieldsOfEntryType,
  pruneCmsValue,
} from '@bestell/domain';
import type { z } from 'zod';

/** A block or node as the staff API answers it (spec §3 Block: id, name; found by identifier). */
export interface StaffContentEntry {
  id: number;
  version: number;
  identifier: string | null;
  name: string;
  type: string;
  content: Record<string, unknown>;
  updatedAt: string;
}

export type ContentEntryFormValues = z.input<typeof blockInputSchema>;

/** The texts and paths of one kind: blocks ('Inhalte' in §8) or nodes. */
export function entryKind(kind: ContentEntryKind) {
  return {
    kind,
    apiPath: `/${kind}`,
    listKey: ['staff', `/${kind}`, 'list'] as const,
    screenPath: `/backend/${kind}`,
    texts: c[kind],
  };
}

export function toEntryValues(kind: ContentEntryKind, entry: StaffContentEntry | null): ContentEntryFormValues {
  const type = entry?.type ?? 'default';
  return {
    identifier: entry?.identifier ?? '',
    name: entry?.name ?? '',
    type,
    // Fields of the type start empty; keys the editor does not know are kept as they are.
    content: { ...emptyCmsObject(fieldsOfEntryType(kind, type) ?? []), ...(entry?.content ?? {}) },
  };
}

/** The body: the content without the editor's empty values (an untouched optional field sends nothing). */
export function toEntryBody(values: z.output<typeof blockInputSchema>): unknown {
  const content = pruneCmsValue(values.content);
  return { ...values, content: typeof content === 'object' && content !== null ? content : {} };
}

export function typeLabel(type: string): string {
  return c.entry.types[type] ?? c.entry.unknownType(type);
}
