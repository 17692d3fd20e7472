import { describe, expect, it } from 'vitest';
import { showsFrontendTools } from './frontend-tools.js';
import {
  type Navigation,
  type NavigationItem,
  navigationHref,
  navigationLinks,
  navigationLinksOf,
} from './navigation-links.js';

function item(overrides: Partial<NavigationItem> & Pick<NavigationItem, 'type'>): NavigationItem {
  return { target: null, label: 'Eintrag', suffix: null, isEnabled: true, children: [], ...overrides };
}

describe('navigationHref (spec §2 Navigation items)', () => {
  it('home leads to /', () => {
    expect(navigationHref({ type: 'home', target: null })).toEqual({ href: '/', external: false });
  });

  it('site leads to /{path}, each segment encoded, surrounding slashes dropped', () => {
    expect(navigationHref({ type: 'site', target: 'ueber-uns' })).toEqual({ href: '/ueber-uns', external: false });
    expect(navigationHref({ type: 'site', target: '/team/bäckerei/' })).toEqual({
      href: '/team/b%C3%A4ckerei',
      external: false,
    });
    expect(navigationHref({ type: 'site', target: null })).toBeNull();
    expect(navigationHref({ type: 'site', target: '//' })).toBeNull();
  });

  it('branch leads to /store/{identifier}', () => {
    expect(navigationHref({ type: 'branch', target: 'wien-mariahilf' })).toEqual({
      href: '/store/wien-mariahilf',
      external: false,
    });
    expect(navigationHref({ type: 'branch', target: 'a b' })).toEqual({ href: '/store/a%20b', external: false });
    expect(navigationHref({ type: 'branch', target: '  ' })).toBeNull();
  });

  it('link: absolute http(s), mailto and tel URLs are external; a path starting with one slash stays inside', () => {
    expect(navigationHref({ type: 'link', target: 'https://www.wko.at/start' })).toEqual({
      href: 'https://www.wko.at/start',
      external: true,
    });
    expect(navigationHref({ type: 'link', target: 'mailto:info@example.at' })?.external).toBe(true);
    expect(navigationHref({ type: 'link', target: 'tel:+4315234567' })?.external).toBe(true);
    expect(navigationHref({ type: 'link', target: '/shop' })).toEqual({ href: '/shop', external: false });
  });

  it('link: script, protocol-relative, relative and empty targets lead nowhere', () => {
    expect(navigationHref({ type: 'link', target: 'javascript:alert(1)' })).toBeNull();
    expect(navigationHref({ type: 'link', target: '//evil.example' })).toBeNull();
    expect(navigationHref({ type: 'link', target: 'shop' })).toBeNull();
    expect(navigationHref({ type: 'link', target: null })).toBeNull();
  });
});

describe('navigationLinks', () => {
  it('keeps only enabled items; a disabled item hides its children', () => {
    const links = navigationLinks([
      item({ type: 'home', label: 'Start' }),
      item({
        type: 'site',
        target: 'geheim',
        label: 'Entwurf',
        isEnabled: false,
        children: [item({ type: 'site', target: 'kind', label: 'Kind' })],
      }),
      item({ type: 'site', target: 'jobs', label: 'Jobs' }),
    ]);
    expect(links.map((link) => link.label)).toEqual(['Start', 'Jobs']);
  });

  it('nests children, filtering them too, with position keys', () => {
    const [parent] = navigationLinks([
      item({
        type: 'branch',
        target: 'wien',
        label: 'Online bestellen',
        children: [
          item({ type: 'branch', target: 'graz', label: 'Graz' }),
          item({ type: 'branch', target: 'linz', label: 'Linz', isEnabled: false }),
          item({ type: 'branch', target: 'salzburg', label: 'Salzburg' }),
        ],
      }),
    ]);
    expect(parent?.key).toBe('0');
    expect(parent?.href).toBe('/store/wien');
    expect(parent?.children.map((child) => [child.key, child.label, child.href])).toEqual([
      ['0.0', 'Graz', '/store/graz'],
      ['0.2', 'Salzburg', '/store/salzburg'],
    ]);
  });

  it('keeps the suffix (trimmed; empty means none) and marks external links', () => {
    const links = navigationLinks([
      item({ type: 'link', target: 'https://example.at/', label: 'Partner', suffix: ' neu ' }),
      item({ type: 'home', label: 'Start', suffix: '  ' }),
      item({ type: 'home', label: 'Ohne' }),
    ]);
    expect(links.map((link) => [link.label, link.suffix, link.external])).toEqual([
      ['Partner', 'neu', true],
      ['Start', null, false],
      ['Ohne', null, false],
    ]);
  });

  it('leaves out items that lead nowhere, children included', () => {
    const links = navigationLinks([
      item({ type: 'link', target: 'javascript:void(0)', children: [item({ type: 'home' })] }),
      item({ type: 'site', target: null }),
    ]);
    expect(links).toEqual([]);
  });
});

describe('navigationLinksOf', () => {
  const navigations: Navigation[] = [
    { id: 1, identifier: 'main-navigation', name: 'Haupt', items: [item({ type: 'home', label: 'Start' })] },
    { id: 2, identifier: 'footer-navigation', name: 'Fuß', items: [] },
  ];

  it('finds the navigation by identifier', () => {
    expect(navigationLinksOf(navigations, 'main-navigation')?.map((link) => link.label)).toEqual(['Start']);
    expect(navigationLinksOf(navigations, 'footer-navigation')).toEqual([]);
  });

  it('is null when the navigation is missing or not loaded', () => {
    expect(navigationLinksOf(navigations, 'sonstwo')).toBeNull();
    expect(navigationLinksOf(undefined, 'main-navigation')).toBeNull();
  });
});

describe('showsFrontendTools (spec §6)', () => {
  it('shows the tools bar for ROLE_ADMIN only', () => {
    expect(showsFrontendTools({ roles: ['ROLE_ADMIN'] })).toBe(true);
    expect(showsFrontendTools({ roles: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'] })).toBe(true);
    expect(showsFrontendTools({ roles: ['ROLE_EMPLOYEE'] })).toBe(false);
    expect(showsFrontendTools({ roles: [] })).toBe(false);
    expect(showsFrontendTools(null)).toBe(false);
    expect(showsFrontendTools(undefined)).toBe(false);
  });
});
