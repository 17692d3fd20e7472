import { backofficeAuditMessages, maskedChangedSecret, maskedSecret } from '@bestell/domain';

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
