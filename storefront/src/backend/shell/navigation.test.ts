import { describe, expect, it } from 'vitest';
import { loginTarget, loginUrl } from './login-target';
import { navigationFor, navigationGroupsFor } from './navigation';

const grouped = (roles: string[]) =>
  navigationGroupsFor(roles).map((group) => [group.label, group.items.map((item) => [item.label, item.to])]);

describe('navigationGroupsFor', () => {
  it('gives an admin every area in eight groups, the start page (what is still missing) first; no own Rechtstexte entry', () => {
    expect(grouped(['ROLE_ADMIN'])).toEqual([
      [
        'Bestellungen',
        [
          ['Start', '/backend'],
          ['Bestellungen', '/backend/orders'],
          ['Verlauf', '/backend/orders/history'],
          ['Küche', '/backend/kitchen'],
          ['Backliste', '/backend/production'],
          ['Aufgaben', '/backend/aufgaben'],
          ['Statistik', '/backend/statistics'],
        ],
      ],
      [
        'Katalog',
        [
          ['Produkte', '/backend/catalog/products'],
          ['Kategorien', '/backend/catalog/categories'],
          ['Produktkataloge', '/backend/catalog/menus'],
          ['Tags', '/backend/catalog/tags'],
        ],
      ],
      [
        'Filialen',
        [
          ['Filialen', '/backend/branches'],
          ['Geräte', '/backend/devices'],
          ['Tische', '/backend/tables'],
          ['Widgets einbinden', '/backend/widgets'],
        ],
      ],
      [
        'Digital Signage',
        [
          ['Bildschirme', '/backend/signage/geraete'],
          ['Streams', '/backend/signage/streams'],
          ['Wochenplan', '/backend/signage/segmente'],
          ['Szenen', '/backend/signage/szenen'],
        ],
      ],
      [
        'Zeiterfassung',
        [
          ['Dienstplan', '/backend/zeiterfassung/dienstplan'],
          ['Abwesenheiten', '/backend/zeiterfassung/abwesenheiten'],
          ['Zeitblätter', '/backend/zeiterfassung/zeitblaetter'],
          ['PINs', '/backend/zeiterfassung/pins'],
        ],
      ],
      [
        'Personen',
        [
          ['Benutzer', '/backend/users'],
          ['Kunden', '/backend/customers'],
          ['Externe Benutzer', '/backend/external-users'],
          ['Spendenempfänger', '/backend/donatees'],
        ],
      ],
      [
        'Inhalte',
        [
          ['Inhalte', '/backend/sites'],
          ['Medien', '/backend/media'],
        ],
      ],
      [
        'Verwaltung',
        [
          ['Einstellungen', '/backend/config'],
          ['Organisation', '/backend/organisation'],
          ['Formulare', '/backend/inbox'],
          ['Protokoll', '/backend/logs'],
        ],
      ],
    ]);
    expect(navigationFor(['ROLE_ADMIN']).map((item) => item.label)).not.toContain('Rechtstexte');
    expect(navigationFor(['ROLE_ADMIN'])).toHaveLength(33);
  });

  it('gives an employee only what the permission matrix lets it change for its branches; empty groups vanish', () => {
    expect(grouped(['ROLE_EMPLOYEE'])).toEqual([
      [
        'Bestellungen',
        [
          ['Bestellungen', '/backend/orders'],
          ['Verlauf', '/backend/orders/history'],
          ['Küche', '/backend/kitchen'],
          ['Backliste', '/backend/production'],
          ['Aufgaben', '/backend/aufgaben'],
          ['Statistik', '/backend/statistics'],
        ],
      ],
      ['Katalog', [['Produktkataloge', '/backend/catalog/menus']]],
      [
        'Filialen',
        [
          ['Filialen', '/backend/branches'],
          ['Geräte', '/backend/devices'],
          ['Tische', '/backend/tables'],
        ],
      ],
      ['Digital Signage', [['Bildschirme', '/backend/signage/geraete']]],
      [
        'Zeiterfassung',
        [
          ['Dienstplan', '/backend/zeiterfassung/dienstplan'],
          ['Abwesenheiten', '/backend/zeiterfassung/abwesenheiten'],
          ['Zeitblätter', '/backend/zeiterfassung/zeitblaetter'],
          ['PINs', '/backend/zeiterfassung/pins'],
        ],
      ],
    ]);
  });

  it('gives a user with neither role the orders only', () => {
    expect(grouped([])).toEqual([
      [
        'Bestellungen',
        [
          ['Bestellungen', '/backend/orders'],
          ['Verlauf', '/backend/orders/history'],
        ],
      ],
    ]);
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
