import { backofficeAuditMessages, maskedChangedSecret, maskedSecret } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, fieldLabel, formatLogValue, resourceLabel, whatLabel } from './log-values';
import { parseServerListQuery, serverListParams } from './server-list-params';

const m = backofficeAuditMessages.logs;

describe('audit log values', () => {
  it('shows masked secrets, flags and empty values in words, the rest as text or JSON', () => {
    expect(formatLogValue(maskedSecret)).toBe(m.masked);
    expect(formatLogValue(maskedChangedSecret)).toBe(m.maskedChanged);
    expect(formatLogValue(true)).toBe('ja');
    expect(formatLogValue(null)).toBe('–');
    expect(formatLogValue('1.45')).toBe('1.45');
    expect(formatLogValue([{ id: 1 }])).toBe('[{"id":1}]');
  });

  it('names actions and areas in German, unknown ones as they are', () => {
    expect(actionLabel('update')).toBe('Geändert');
    expect(actionLabel('neu-erfunden')).toBe('neu-erfunden');
    expect(resourceLabel('divisions')).toBe('Organisationen');
    expect(resourceLabel('config-secrets')).toBe('Einstellungen (Zugangsdaten)');
    expect(resourceLabel('redirects')).toBe('Weiterleitungen');
    expect(resourceLabel('nodes')).toBe('Knoten');
  });

  it('names logged fields with the screen labels, else common names, else the raw key', () => {
    expect(fieldLabel('config', 'smtpHost')).toBe('Server');
    expect(fieldLabel('config', 'enablePluginSearch')).toBe('Produktsuche');
    expect(fieldLabel('config-secrets', 'smtpPassword')).toBe('SMTP-Passwort');
    expect(fieldLabel('divisions', 'identifier')).toBe('Kennung');
    expect(fieldLabel('products', 'name')).toBe('Name');
    expect(fieldLabel('products', 'name.de')).toBe('Name.de');
    expect(fieldLabel('products', 'gibtEsNicht')).toBe('gibtEsNicht');
  });

  it('heads a setting entry with the area and the setting label, never the raw key', () => {
    const entry = { resource: 'config-secrets', label: 'smtpPassword', resourceId: null };
    expect(m.entryTitle(resourceLabel(entry.resource), whatLabel(entry))).toBe(
      'Einstellungen (Zugangsdaten): SMTP-Passwort',
    );
    expect(whatLabel({ resource: 'products', label: null, resourceId: 7 })).toBe('#7');
    expect(whatLabel({ resource: 'products', label: 'Semmel', resourceId: 7 })).toBe('Semmel');
  });
});

describe('who did it', () => {
  it('names a desk with its name and branch, a branch key by number, staff by username, nobody as System', () => {
    expect(actorLabel('device:3:Kasse 1', { device: { id: 3, name: 'Kasse 1', branch: 'Wien Mariahilf' } })).toBe(
      'Gerät „Kasse 1“ (Wien Mariahilf)',
    );
    expect(actorLabel('device:3:Kasse 1')).toBe('Gerät „Kasse 1“');
    expect(actorLabel('branch-key:7')).toBe('Filialschlüssel #7');
    expect(actorLabel('admin')).toBe('admin');
    expect(actorLabel(null)).toBe(m.system);
    expect(actionLabel('acknowledge')).toBe('Gesehen');
    expect(resourceLabel('branch-keys')).toBe('Filialschlüssel');
  });
});

describe('server list parameters', () => {
  it('reads page, size, search and filters from the URL and writes back only what is set', () => {
    const query = parseServerListQuery(
      new URLSearchParams('q=semmel&resource=products&page=3&limit=500'),
      ['resource', 'action'],
      50,
    );
    expect(query).toEqual({ page: 3, limit: 100, q: 'semmel', filters: { resource: 'products', action: '' } });
    expect(serverListParams(query).toString()).toBe('q=semmel&resource=products&page=3&limit=100');
    expect(parseServerListQuery(new URLSearchParams('page=abc'), [], 25)).toMatchObject({ page: 1, limit: 25, q: '' });
  });
});
