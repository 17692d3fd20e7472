/** Spec §2 Contact form section and §5 Contact form. */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import {
  acceptedField,
  emailField,
  nonBlankText,
  optionalTextField,
  requiredTextField,
  strictObjectError,
} from './fields.js';
import { contactFormUploadExtensions, fileExtension, isAcceptedFile } from './uploads.js';

/** Subject groups and their options; the option label is the submitted subject value. */
export const contactSubjectGroups = [
  {
    label: m.subjectGroupPartyservice,
    options: [m.subjectPartybrezel, m.subjectPartyplatten, m.subjectGeschenkkoerbe, m.subjectFirmenessen],
  },
  { label: m.subjectGroupJobs, options: [m.subjectJobs] },
  { label: m.subjectGroupOther, options: [m.subjectOther] },
] as const;

export const contactSubjects = [
  m.subjectPartybrezel,
  m.subjectPartyplatten,
  m.subjectGeschenkkoerbe,
  m.subjectFirmenessen,
  m.subjectJobs,
  m.subjectOther,
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The `anliegen` query parameter values that pre-select a subject. */
export const contactSubjectByQuery = {
  partybrezel: m.subjectPartybrezel,
  partyplatten: m.subjectPartyplatten,
  geschenkkoerbe: m.subjectGeschenkkoerbe,
  firmenessen: m.subjectFirmenessen,
  jobs: m.subjectJobs,
  sonstiges: m.subjectOther,
} as const satisfies Record<string, ContactSubject>;

/** Maps `?anliegen=…` (case-insensitive, trimmed) to a subject, null when unknown or absent. */
export function contactSubjectFromQuery(anliegen: string | null | undefined): ContactSubject | null {
  const key = anliegen?.trim().toLowerCase() ?? '';
  return Object.hasOwn(contactSubjectByQuery, key)
    ? contactSubjectByQuery[key as keyof typeof contactSubjectByQuery]
    : null;
}

export const contactCommentMinWords = 8;
export const contactCommentMaxWords = 250;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** A file as the browser (`File`) or the multipart parser hands it over: only its name is looked at. */
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
    if (!isAcceptedFile(file.name, contactFormUploadExtensions)) {
      ctx.addIssue({
        code: 'custom',
        message: m.invalidFileType({ extension: fileExtension(file.name), allowed: contactFormUploadExtensions }),
      });
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
 * The contact form (form and POST /custom/forms). `privacy` is checked but not stored (spec §3 Custom form).
 * An upload is required when the subject is 'Jobs'.
 */
export const contactFormSchema = z
  .strictObject(
    {
      subject: z.enum(contactSubjects, {
        error: (issue) => (issue.input == null || issue.input === '' ? m.blank : m.invalidChoice),
      }),
      company: optionalTextField(),
      firstName: requiredTextField(255, 2),
      lastName: requiredTextField(255, 2),
      email: emailField(true),
      phone: requiredTextField(50, 6),
      comment,
      upload: z.array(uploadedFile, { error: m.invalidValue }).default([]),
      privacy: acceptedField(m.privacyNotAccepted),
    },
    strictObjectError,
  )
  .refine((form) => form.subject !== m.subjectJobs || (Array.isArray(form.upload) && form.upload.length > 0), {
    path: ['upload'],
    error: m.uploadRequired,
    when: (payload) => {
      const value = payload.value as { subject?: unknown } | null;
      return typeof value === 'object' && value !== null && value.subject === m.subjectJobs;
    },
  });

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
