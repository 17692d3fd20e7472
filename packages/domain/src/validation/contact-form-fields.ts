/**
 * The contact form's subjects, limits and accepted files (spec §2 Contact form section, contract 1): plain values
 * without the schema, so a page that shows the form does not load the validation library with it (issue 22). The
 * schema is in contact-form.ts, which re-exports all of this.
 */
import { validationMessages as m } from '../messages/validation.js';

export const contactFormSubjectValues = [
  'partybrezel',
  'partyplatten',
  'geschenkkoerbe',
  'firmenessen',
  'jobs',
  'sonstiges',
] as const;
export type ContactSubject = (typeof contactFormSubjectValues)[number];

export interface ContactFormSubject {
  readonly value: ContactSubject;
  readonly label: string;
  readonly group: string;
}

/** The dropdown options of §2 in order: value (also the `anliegen` query value), label and group label. */
export const contactFormSubjects: readonly ContactFormSubject[] = [
  { value: 'partybrezel', label: m.subjectPartybrezel, group: m.subjectGroupPartyservice },
  { value: 'partyplatten', label: m.subjectPartyplatten, group: m.subjectGroupPartyservice },
  { value: 'geschenkkoerbe', label: m.subjectGeschenkkoerbe, group: m.subjectGroupPartyservice },
  { value: 'firmenessen', label: m.subjectFirmenessen, group: m.subjectGroupPartyservice },
  { value: 'jobs', label: m.subjectJobs, group: m.subjectGroupJobs },
  { value: 'sonstiges', label: m.subjectOther, group: m.subjectGroupOther },
];

/** The options grouped for the dropdown (Partyservice, Stellen, Sonstiges). */
export const contactFormSubjectGroups: readonly { label: string; options: readonly ContactFormSubject[] }[] = [
  m.subjectGroupPartyservice,
  m.subjectGroupJobs,
  m.subjectGroupOther,
].map((label) => ({ label, options: contactFormSubjects.filter((subject) => subject.group === label) }));

export function contactSubjectLabel(value: ContactSubject): string {
  return contactFormSubjects.find((subject) => subject.value === value)?.label ?? value;
}

/** Maps `?anliegen=…` (case-insensitive, trimmed) to a subject value, null when unknown or absent. */
export function contactSubjectFromQuery(anliegen: string | null | undefined): ContactSubject | null {
  const key = anliegen?.trim().toLowerCase() ?? '';
  return (contactFormSubjectValues as readonly string[]).includes(key) ? (key as ContactSubject) : null;
}

export const contactCommentMinWords = 8;
export const contactCommentMaxWords = 250;
/** §9: upload 15 MB per file (the server enforces it, HTTP 413). */
export const contactFormFileMaxBytes = 15 * 1024 * 1024;
export const contactFormMaxFiles = 10;
/**
 * Accepted files: the spec's pdf, doc, docx and zip plus images and the other office formats (issue 14 point 4).
 * The server checks each file's content against its extension.
 */
export const contactFormFileExtensions = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'xls',
  'xlsx',
  'ods',
  'zip',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
] as const;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** A file as the browser (`File`) or the multipart parser hands it over: its name and size are looked at. */
export interface UploadedFileLike {
  readonly name: string;
  readonly size?: number;
}
