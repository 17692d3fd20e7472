import { describe, expect, it } from 'vitest';
import { loginTarget, loginUrl } from './login-target';
import { navigationFor } from './navigation';

describe('navigationFor', () => {
  it('gives an admin every area, the start page (what is still missing) first; organisation, form inbox and audit log last', () => {
    expect(navigationFor(['ROLE_ADMIN']).map((item) => [item.label, item.to])).toEqual([
      ['Start', '/backend'],
      ['Bestellungen', '/backend/orders'],
      ['Verlauf', '/backend/orders/history'],
      ['Produkte', '/backend/catalog/products'],
      ['Kategorien', '/backend/catalog/categories'],
      ['Produktkataloge', '/backend/catalog/menus'],
      ['Tags', '/backend/catalog/tags'],
      ['Filialen', '/backend/branches'],
      ['Benutzer', '/backend/users'],
      ['Geräte', '/backend/devices'],
      ['Tische', '/backend/tables'],
      ['Kunden', '/backend/customers'],
      ['Externe Benutzer', '/backend/external-users'],
      ['Spendenempfänger', '/backend/donatees'],
      ['Widgets einbinden', '/backend/widgets'],
      ['Inhalte', '/backend/sites'],
      ['Medien', '/backend/media'],
      ['Einstellungen', '/backend/config'],
      ['Rechtstexte', '/backend/legal-texts'],
      ['Organisation', '/backend/organisation'],
      ['Formulare', '/backend/inbox'],
      ['Protokoll', '/backend/logs'],
    ]);
  });

  it('gives an employee only what the permission matrix lets it change for its branches', () => {
    expect(navigationFor(['ROLE_EMPLOYEE']).map((item) => item.label)).toEqual([
      'Bestellungen',
      'Verlauf',
      'Produktkataloge',
      'Filialen',
      'Geräte',
      'Tische',
    ]);
  });

  it('gives a user with neither role the orders only', () => {
    expect(navigationFor([]).map((item) => item.label)).toEqual(['Bestellungen', 'Verlauf']);
  });
});

describe('login target', () => {
  it('goes back to a back-office path and nowhere else; without one to the start page', () => {
    expect(loginTarget('/backend/orders/12?x=1')).toBe('/backend/orders/12?x=1');
    expect(loginTarget(null)).toBe('/backend');
    expect(loginTarget('https://evil.example/backend')).toBe('/backend');
    expect(loginTarget('//evil.example')).toBe('/backend');
    expect(loginTarget('/backend/login?next=/x')).toBe('/backend');
    expect(loginUrl('/backend/orders/12?x=1')).toBe('/backend/login?next=%2Fbackend%2Forders%2F12%3Fx%3D1');
  });
});
