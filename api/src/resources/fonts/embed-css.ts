import { cssFontFamily } from '@bestell/domain';
import type { Selectable } from 'kysely';
import type { FontsTable } from '../../db/schema.js';
import { fontFileUrl } from './serialize.js';

/**
 * @font-face rules for stored fonts, each pointing at its file on this server (a path of our own origin, never a
 * font provider's host: GDPR). Family names are restricted to letters, digits, spaces, hyphens and underscores
 * (fontFamilyPattern), so quoting them is enough.
 */
export function embedCss(rows: readonly Selectable<FontsTable>[]): string {
  return rows
    .map((row) =>
      [
        '@font-face {',
        `  font-family: ${cssFontFamily(row.family)};`,
        `  font-style: ${row.style === 'italic' ? 'italic' : 'normal'};`,
        `  font-weight: ${row.weight};`,
        '  font-display: swap;',
        `  src: url(${fontFileUrl(row)}) format("woff2");`,
        '}',
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
