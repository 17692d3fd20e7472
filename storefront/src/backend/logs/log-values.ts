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
