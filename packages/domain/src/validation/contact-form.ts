/**
 * Spec §2 Contact form section, §3 Custom form, §5 Contact form; contract 1 of round 2 (POST /api/custom/forms).
 * The same schema checks the storefront form (react-hook-form, File objects, privacy as a boolean) and the
 * multipart body on the server (strings, privacy 'true', files as { name, size }).
 */
import { z } from 'zod';
import { contactFormMessages as cm } from '../messages/contact-form.js';
import { validationMessages as m } from '../messages/validation.js';
import {
  contactCommentMaxWords,
  contactCommentMinWords,
  contactFormFileExtensions,
  contactFormFileMaxBytes,
  contactFormMaxFiles,
  contactFormSubjectValues,
  countWords,
  type UploadedFileLike,
} from './contact-form-fields.js';
import { emailField, nonBlankText, optionalTextField, requiredTextField, strictObjectError } from './fields.js';
import { fileExtension, isAcceptedFile } from './uploads.js';

export * from './contact-form-fields.js';

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
