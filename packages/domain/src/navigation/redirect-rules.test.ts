import { describe, expect, it } from 'vitest';
import { followRedirectChain, internalTargetKey, redirectPathKey, shopRouteOf } from './redirect-rules.js';

describe('redirect keys', () => {
  it('decodes, drops surrounding slashes and lowers the case', () => {
    expect(redirectPathKey('/Ueber-Uns/team/')).toBe('ueber-uns/team');
    expect(redirectPathKey('b%C3%A4ckerei')).toBe('bäckerei');
    expect(redirectPathKey('%E0%A4%A')).toBeNull();
  });

  it('internal targets lose query and hash; absolute and protocol-relative URLs are external', () => {
    expect(internalTargetKey('/ueber-uns?utm=1#team')).toBe('ueber-uns');
    expect(internalTargetKey('/')).toBe('');
    expect(internalTargetKey('/#kontakt')).toBe('');
    expect(internalTargetKey('https://www.example.at/a')).toBeNull();
    expect(internalTargetKey('//cdn.example.at/a')).toBeNull();
  });
});

describe('shopRouteOf (storefront/src/app/router.tsx)', () => {
  it.each([
    ['', { kind: 'home' }],
    ['shop', { kind: 'shop' }],
    ['shop/12/brot', { kind: 'category', categoryId: 12 }],
    ['shop/x/brot', { kind: 'category', categoryId: null }],
    ['shop/wien/checkout', { kind: 'branch', identifier: 'wien' }],
    ['shop/wien/checkout/error', { kind: 'branch', identifier: 'wien' }],
    ['store/wien', { kind: 'branch', identifier: 'wien' }],
    ['store/wien/checkout', { kind: 'branch', identifier: 'wien' }],
    ['site/imprint', { kind: 'legal', path: 'site/imprint' }],
    ['backend', { kind: 'reserved' }],
    ['backend/orders', { kind: 'reserved' }],
    ['api/sites', { kind: 'reserved' }],
    ['status/a/b', { kind: 'reserved' }],
    ['ueber-uns', { kind: 'site', path: 'ueber-uns' }],
    ['shop/neu', { kind: 'site', path: 'shop/neu' }],
    ['store/wien/extra', { kind: 'site', path: 'store/wien/extra' }],
    ['site/geschichte', { kind: 'site', path: 'site/geschichte' }],
  ])('%s', (key, route) => {
    expect(shopRouteOf(key)).toEqual(route);
  });
});

describe('followRedirectChain', () => {
  const table = (entries: [string, string][]) => new Map(entries);

  it('ends at an absolute URL', () => {
    expect(followRedirectChain('alt', 'https://www.example.at', table([['alt', 'https://www.example.at']]))).toEqual({
      kind: 'external',
      chain: ['/alt'],
    });
  });

  it('ends at the first path that is no redirect, through the chain', () => {
    const redirects = table([
      ['a', '/b'],
      ['b', '/C?x=1'],
      ['c', '/ueber-uns'],
    ]);
    expect(followRedirectChain('a', '/b', redirects)).toEqual({
      kind: 'internal',
      chain: ['/a', '/b', '/c', '/ueber-uns'],
      key: 'ueber-uns',
    });
  });

  it('finds a redirect to itself, a → b → a and longer circles', () => {
    expect(followRedirectChain('a', '/A/', table([['a', '/A/']]))).toEqual({ kind: 'loop', chain: ['/a', '/a'] });
    expect(
      followRedirectChain(
        'a',
        '/b',
        table([
          ['a', '/b'],
          ['b', '/a'],
        ]),
      ),
    ).toEqual({ kind: 'loop', chain: ['/a', '/b', '/a'] });
    expect(
      followRedirectChain(
        'a',
        '/b',
        table([
          ['a', '/b'],
          ['b', '/c'],
          ['c', '/d'],
          ['d', '/a'],
        ]),
      ),
    ).toEqual({ kind: 'loop', chain: ['/a', '/b', '/c', '/d', '/a'] });
  });

  it('stops at a circle it runs into behind the start, too', () => {
    const redirects = table([
      ['b', '/c'],
      ['c', '/b'],
    ]);
    expect(followRedirectChain('a', '/b', redirects)).toEqual({ kind: 'loop', chain: ['/a', '/b', '/c', '/b'] });
  });
});
