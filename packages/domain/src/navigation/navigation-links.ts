/** Spec §3 Navigation item as the API answers it (staff see disabled items too; visitors get them filtered). */
export interface NavigationItem {
  type: 'home' | 'site' | 'branch' | 'link';
  target: string | null;
  label: string;
  suffix?: string | null;
  isEnabled: boolean;
  children?: NavigationItem[];
}

/** Spec §3 Navigation: identifier plus items. */
export interface Navigation {
  id: number;
  identifier: string;
  name: string;
  items: NavigationItem[];
}

/** A navigation item ready to render: where it leads and whether it leaves the shop (new tab, rel noopener). */
export interface NavigationLink {
  /** Stable within its list: the position path, e.g. "1.0". */
  key: string;
  label: string;
  /** Shown after the label (e.g. 'neu'); null when the item has none. */
  suffix: string | null;
  href: string;
  external: boolean;
  children: NavigationLink[];
}

/** The header navigation in the side menu (the demo seed's identifier) and the footer navigation (spec §2 Layout). */
export const headerNavigationIdentifier = 'main-navigation';
export const footerNavigationIdentifier = 'footer-navigation';

const externalSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The path of a site as a route: '/{path}', each segment URL-encoded, surrounding slashes dropped. */
function sitePath(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return null;
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/**
 * Where an item leads (spec §2 CMS page types, Navigation items): home '/', site '/{path}', branch
 * '/store/{identifier}', link its URL. A link that starts with one '/' stays inside the shop; any other link must be an
 * absolute http(s), mailto or tel URL (so a stored 'javascript:' target never becomes a link). Null when the item
 * cannot lead anywhere (no target, or an unusable one).
 */
export function navigationHref(
  item: Pick<NavigationItem, 'type' | 'target'>,
): { href: string; external: boolean } | null {
  const target = item.target?.trim() ?? '';
  switch (item.type) {
    case 'home':
      return { href: '/', external: false };
    case 'site': {
      const href = sitePath(target);
      return href ? { href, external: false } : null;
    }
    case 'branch':
      return target ? { href: `/store/${encodeURIComponent(target)}`, external: false } : null;
    case 'link': {
      if (target.startsWith('/') && !target.startsWith('//')) return { href: target, external: false };
      try {
        const url = new URL(target);
        return externalSchemes.has(url.protocol) ? { href: url.href, external: true } : null;
      } catch {
        return null;
      }
    }
    default:
      return null;
  }
}

/**
 * The items a visitor sees: only enabled ones (a disabled item hides its children too), each with its href, children
 * nested in the same way. Items that lead nowhere are left out, their children with them.
 */
export function navigationLinks(items: readonly NavigationItem[], parentKey = ''): NavigationLink[] {
  const links: NavigationLink[] = [];
  items.forEach((item, index) => {
    if (!item.isEnabled) return;
    const target = navigationHref(item);
    if (!target) return;
    const key = parentKey === '' ? String(index) : `${parentKey}.${index}`;
    const suffix = item.suffix?.trim() ? item.suffix.trim() : null;
    links.push({
      key,
      label: item.label,
      suffix,
      href: target.href,
      external: target.external,
      children: navigationLinks(item.children ?? [], key),
    });
  });
  return links;
}

/** The links of the navigation with this identifier; null when there is no such navigation. */
export function navigationLinksOf(
  navigations: readonly Navigation[] | undefined,
  identifier: string,
): NavigationLink[] | null {
  const navigation = navigations?.find((candidate) => candidate.identifier === identifier);
  return navigation ? navigationLinks(navigation.items) : null;
}
