import { describe, expect, it } from 'vitest';
import { loginTarget, loginUrl } from './login-target';
import { navigationFor } from './navigation';

describe('navigationFor', () => {
  it('gives an admin every area', () => {
    expect(navigationFor(['ROLE_ADMIN']).map((item) => item.label)).toEqual([
      'Bestellungen',
      'Verlauf',
      'Produkte',
      'Kategorien',
      'Produktkataloge',
      'Tags',
      'Filialen',
      'Benutzer',
      'Geräte',
      'Widgets einbinden',
      'Einstellungen',
    ]);
  });

  it('gives an employee only what the permission matrix lets it change for its branches', () => {
    expect(navigationFor(['ROLE_EMPLOYEE']).map((item) => item.label)).toEqual([
      'Bestellungen',
      'Verlauf',
      'Produktkataloge',
      'Filialen',
      'Geräte',
    ]);
  });
});

describe('login target', () => {
  it('goes back to a back-office path and nowhere else', () => {
    expect(loginTarget('/backend/orders/12?x=1')).toBe('/backend/orders/12?x=1');
    expect(loginTarget(null)).toBe('/backend/orders');
    expect(loginTarget('https://evil.example/backend')).toBe('/backend/orders');
    expect(loginTarget('//evil.example')).toBe('/backend/orders');
    expect(loginTarget('/backend/login?next=/x')).toBe('/backend/orders');
    expect(loginUrl('/backend/orders/12?x=1')).toBe('/backend/login?next=%2Fbackend%2Forders%2F12%3Fx%3D1');
  });
});
