import { type ContactSubject, contactSubjectLabel } from '@bestell/domain';

export const inboxListKey = ['staff', '/form-submissions', 'list'] as const;
export const inboxRecordKey = (id: number) => ['staff', '/form-submissions', id] as const;

export const receivedAt = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Vienna',
});

export function senderName(form: { firstName: string; lastName: string }): string {
  return `${form.firstName} ${form.lastName}`.trim();
}

export function subjectLabel(subject: string): string {
  return contactSubjectLabel(subject as ContactSubject);
}

const sizeFormat = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

/** '12,3 kB', '1,4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}
