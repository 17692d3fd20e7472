const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * §5 Slug generation: lowercase; umlauts transliterated (ä→ae, ö→oe, ü→ue, ß→ss); spaces and underscores become
 * hyphens; every other character outside a–z, 0–9 and '-' is removed (as the spec says: "é" is dropped, not turned
 * into "e"); repeated hyphens collapse; the trailing hyphen is removed. Decision beyond the spec: a leading hyphen is
 * removed too, so " Brot" gives "brot", not "-brot".
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => TRANSLITERATION[char] ?? '')
    .replace(/[\s_]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** §2 Shop page: the category slug comes from the category name and falls back to "view" when empty. */
export function categorySlug(name: string | null | undefined): string {
  const slug = slugify(name ?? '');
  return slug === '' ? 'view' : slug;
}
