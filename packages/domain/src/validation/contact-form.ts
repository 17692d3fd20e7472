/**
 * Spec §2 Contact form section, §3 Custom form, §5 Contact form; contract 1 of round 2 (POST /api/custom/forms).
 * The same schema checks the storefront form (react-hook-form, File objects, privacy as a boolean) and the
 * multipart body on the server (strings, privacy 'true', files as { name, size }).
 */
import { z } from 'zod';
import { contactFormMessages as cm } from '../messages/contact-form.js';
import { validationMessages as m } from '../messages/validation.js';
import { emailField, nonBlankText, optionalTextField, requiredTextField, strictObjectError } from './fields.js';
import { fileExtension, isAcceptedFile } from './uploads.js';

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

const uploadedFile = z
  .custom<UploadedFileLike>(
    (value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
    { error: m.invalidFile },
  )
  .superRefine((file, ctx) => {
    if (!isAcceptedFile(file.name, contactFormFileExtensions)) {
      ctx.addIssue({
        code: 'custom',
        message: m.invalidFileType({ extension: fileExtension(file.name), allowed: contactFormFileExtensions }),
      });
    } else if (typeof file.size === 'number' && file.size > contactFormFileMaxBytes) {
      ctx.addIssue({ code: 'custom', message: cm.uploadFailed({ fileName: file.name }) });
    }
  });

const comment = nonBlankText().pipe(
  z
    .string()
    .refine((text) => countWords(text) >= contactCommentMinWords, {
      error: m.commentTooFewWords({ limit: contactCommentMinWords }),
    })
    .refine((text) => countWords(text) <= contactCommentMaxWords, { error: m.commentTooManyWords }),
);

/**
 * The contact form. `privacy` must be true (or 'true' from a multipart body) and is not stored (§3 Custom form).
 * `website` is the honeypot: the server answers success and drops the form when it is filled.
 * An upload is required when the subject is 'jobs'.
 */
export const contactFormSchema = z
  .strictObject(
    {
      subject: z.enum(contactFormSubjectValues, {
        error: (issue) => (issue.input == null || issue.input === '' ? m.blank : m.invalidChoice),
      }),
      company: optionalTextField(),
      firstName: requiredTextField(255, 2),
      lastName: requiredTextField(255, 2),
      email: emailField(true),
      phone: requiredTextField(50, 6),
      comment,
      upload: z
        .array(uploadedFile, { error: m.invalidValue })
        .max(contactFormMaxFiles, { error: cm.tooManyFiles({ limit: contactFormMaxFiles }) })
        .default([]),
      privacy: z.union([z.literal(true), z.literal('true')], { error: m.privacyNotAccepted }).transform(() => true),
      website: z.string({ error: m.invalidValue }).optional(),
    },
    strictObjectError,
  )
  .refine((form) => form.subject !== 'jobs' || (Array.isArray(form.upload) && form.upload.length > 0), {
    path: ['upload'],
    error: m.uploadRequired,
    when: (payload) => {
      const value = payload.value as { subject?: unknown } | null;
      return typeof value === 'object' && value !== null && value.subject === 'jobs';
    },
  });

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
