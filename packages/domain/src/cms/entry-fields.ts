/**
 * The editor forms of blocks and nodes (spec §3 Block: id, name; nodes share the shape) by their `type`, in the CMS
 * field types of §3 (fields.ts). A block of type 'default' is a title and a rich text (the shop shows it in a page's
 * block section); a node of type 'default' is a title, a text, an image and a link, read by its identifier.
 */
import { backofficeContentMessages } from '../messages/backoffice-content.js';
import type { CmsField } from './fields.js';

const e = backofficeContentMessages.entry;

export const blockTypeFields = {
  default: [
    { key: 'title', type: 'text', label: e.title, maxLength: 255 },
    { key: 'body', type: 'wysiwyg', label: e.body },
  ],
} satisfies Record<string, readonly CmsField[]>;

export const nodeTypeFields = {
  default: [
    { key: 'title', type: 'text', label: e.title, maxLength: 255 },
    { key: 'text', type: 'textarea', label: e.text },
    { key: 'image', type: 'image', label: e.image },
    { key: 'link', type: 'text', label: e.link, description: e.linkHint, maxLength: 2000 },
  ],
} satisfies Record<string, readonly CmsField[]>;

export type ContentEntryKind = 'blocks' | 'nodes';

/** The types of blocks or nodes the editor offers. */
export function entryTypesOf(kind: ContentEntryKind): readonly string[] {
  return Object.keys(kind === 'blocks' ? blockTypeFields : nodeTypeFields);
}

/** The editor fields of a block or node type; null for a type this version does not know (content kept as it is). */
export function fieldsOfEntryType(kind: ContentEntryKind, type: string): readonly CmsField[] | null {
  const table: Record<string, readonly CmsField[]> = kind === 'blocks' ? blockTypeFields : nodeTypeFields;
  return Object.hasOwn(table, type) ? (table[type] ?? null) : null;
}
