import { contactFormSubjectValues } from '@bestell/domain';
import { z } from 'zod';

const timestamp = z.string().meta({ format: 'date-time' });

/** One received form in the inbox list. */
export const inboxEntrySchema = z.object({
  id: z.number().int(),
  subject: z.enum(contactFormSubjectValues),
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: timestamp,
  doneAt: timestamp.nullable(),
  fileCount: z.number().int(),
});

/** One received form with its message, mail state and files (each downloadable). */
export const inboxDetailSchema = inboxEntrySchema.extend({
  comment: z.string(),
  recipient: z.string(),
  shopMailSentAt: timestamp.nullable(),
  confirmationSentAt: timestamp.nullable(),
  mailError: z.string().nullable(),
  doneBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  files: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      mimeType: z.string(),
      size: z.number().int(),
      url: z.string().meta({ description: 'GET downloads the file (admins).' }),
    }),
  ),
});
