/**
 * What still points at a site, a branch or a redirect (issue 24): navigation items and redirects. A page or a
 * redirect that something leads to is not deleted, moved or switched off underneath it; the API names the users.
 */

/** A navigation item as stored (children may be missing in rows written before they existed). */
export interface StoredNavigationItem {
  type: string;
  target: string | null;
  label: string;
  children?: readonly StoredNavigationItem[] | null;
}

/** 'ueber-uns' from '/ueber-uns/': a site item's target as the navigation check compares it with a site's path. */
export function navigationTargetKey(target: string): string {
  return target.replace(/^\/+|\/+$/g, '');
}

/** The labels of the items (at any depth) that lead to this site path or branch identifier. */
export function navigationItemsLeadingTo(
  items: readonly StoredNavigationItem[] | null | undefined,
  type: 'site' | 'branch',
  value: string,
): string[] {
  const wanted = navigationTargetKey(value);
  return (items ?? []).flatMap((item) => [
    ...(item.type === type && item.target !== null && navigationTargetKey(item.target) === wanted ? [item.label] : []),
    ...navigationItemsLeadingTo(item.children, type, value),
  ]);
}
