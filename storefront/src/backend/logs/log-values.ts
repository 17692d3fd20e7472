import { backofficeAuditMessages, configScreenMessages, maskedChangedSecret, maskedSecret } from '@bestell/domain';

const m = backofficeAuditMessages.logs;

export const logsListKey = ['staff', '/logs', 'list'] as const;

export const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Vienna',
});

export function actionLabel(action: string): string {
  return m.actions[action] ?? action;
}

const deviceActor = /^device:(\d+):(.*)$/s;
const branchKeyActor = /^branch-key:(\d+)$/;

/** The branch name the API adds to a desk's entry (`data.device.branch`), when there is one. */
function deviceBranchOf(data: Record<string, unknown> | undefined): string | null {
  const device = data?.device;
  if (typeof device !== 'object' || device === null || !('branch' in device)) return null;
  return typeof device.branch === 'string' && device.branch !== '' ? device.branch : null;
}

/**
 * Who did it, readably: a staff member's username; a desk (`device:3:Kasse 1`) as 'Gerät „Kasse 1“', with its
 * branch when the entry's data names it; a branch API key as 'Filialschlüssel #7'; nobody as 'System'.
 */
export function actorLabel(username: string | null, data?: Record<string, unknown>): string {
  if (username === null) return m.system;
  const device = deviceActor.exec(username);
  if (device) {
    const name = device[2] ?? '';
    const branch = deviceBranchOf(data);
    return branch ? m.deviceAt(name, branch) : m.device(name);
  }
  const key = branchKeyActor.exec(username);
  if (key) return m.branchKey(Number(key[1]));
  return username;
}

export function resourceLabel(resource: string): string {
  return m.resources[resource] ?? resource;
}

/** The text entries of a catalog object (its labels; functions such as hint builders are left out). */
function textsOf(labels: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The form labels the screens of a resource use, reused for the logged fields of that resource. */
const screenLabels: Record<string, Record<string, string>> = {
  config: textsOf({ ...configScreenMessages.fields, ...configScreenMessages.switches }),
  'config-secrets': textsOf(configScreenMessages.secrets.labels),
  divisions: textsOf(backofficeAuditMessages.organisation.divisions.fields),
  departments: textsOf(backofficeAuditMessages.organisation.departments.fields),
};

/**
 * A logged field in German: the label of the resource's screen, else a common field name, else the raw key. A
 * nested path ('address.street', 'items[0]') names its first part and keeps the rest.
 */
export function fieldLabel(resource: string, path: string): string {
  const [, key = path, rest = ''] = /^([^.[]+)(.*)$/s.exec(path) ?? [];
  const label = screenLabels[resource]?.[key] ?? m.fieldNames[key];
  return label === undefined ? path : `${label}${rest}`;
}

/**
 * What an entry is about: the API's label, with a setting's key (config, config-secrets label their entries by the
 * key, e.g. smtpPassword) shown as its screen label; else the record's number.
 */
export function whatLabel(entry: { resource: string; label: string | null; resourceId: number | null }): string {
  if (entry.label !== null) return screenLabels[entry.resource]?.[entry.label] ?? entry.label;
  return entry.resourceId === null ? m.empty_value : `#${entry.resourceId}`;
}

/** A logged value as one line of text: '–' for nothing, ja/nein, masked secrets in words, JSON for the rest. */
export function formatLogValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return m.empty_value;
  if (value === maskedSecret) return m.masked;
  if (value === maskedChangedSecret) return m.maskedChanged;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
