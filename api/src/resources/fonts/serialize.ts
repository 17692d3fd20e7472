import type { Selectable } from 'kysely';
import type { FontsTable } from '../../db/schema.js';

/** A self-hosted font as the API answers it (GET /api/fonts). */
export interface FontEntity {
  id: number;
  version: number;
  family: string;
  /** Google's naming: regular, italic, 700, 700italic. */
  variant: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The WOFF2 file on this server. */
  url: string;
  /** @font-face CSS of this variant (GET /api/fonts/google/{family}/style-{variant}.embed.css). */
  embedCssUrl: string;
}

export function fontFileUrl(row: { id: number; version: number }): string {
  return `/api/fonts/files/${row.id}-${row.version}.woff2`;
}

export function embedCssUrl(family: string, variant: string): string {
  return `/api/fonts/google/${encodeURIComponent(family)}/style-${variant}.embed.css`;
}

export function toFontEntity(row: Selectable<FontsTable>): FontEntity {
  return {
    id: row.id,
    version: row.version,
    family: row.family,
    variant: row.variant,
    weight: row.weight,
    style: row.style === 'italic' ? 'italic' : 'normal',
    url: fontFileUrl(row),
    embedCssUrl: embedCssUrl(row.family, row.variant),
  };
}
