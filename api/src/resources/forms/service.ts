import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import { findConfigData } from '../../db/config-data.js';
import type { Db } from '../../db/database.js';
import { formFileKey } from '../../infrastructure/media/media-paths.js';
import type { Mailer } from '../../infrastructure/notifications/mailer.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import type { CheckedFile } from './check-files.js';
import { confirmationMail, type SubmittedForm, shopMail } from './mails.js';
import type { FormSettings } from './settings.js';

/** Where the shop's copy goes: CONTACT_FORM_TO, else config `contactEmail`, else the first public branch, else MAIL_FROM. */
export async function formRecipient(db: Db, settings: FormSettings, mailFrom: string): Promise<string> {
  if (settings.recipient) return settings.recipient;
  const config = await findConfigData(db);
  if (typeof config.contactEmail === 'string' && config.contactEmail.includes('@')) return config.contactEmail;
  const branch = await db
    .selectFrom('branches')
    .select('email')
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .where('email', 'is not', null)
    .where('email', '!=', '')
    .orderBy('id')
    .executeTakeFirst();
  if (branch?.email) return branch.email;
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}

export interface SubmissionDeps {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  /** The originals store (UPLOADS_DIR or the bucket): files go to forms/{submissionId}/{fileId}.{extension}. */
  store: Storage;
  mailFrom: string;
  settings: FormSettings;
  now: () => Date;
}

type Form = SubmittedForm;

/**
 * Stores the submission and its files (one transaction; the files are written to the store before it commits), then sends the
 * shop's copy with the files attached and the confirmation to the sender. A mail the SMTP server refuses is logged
 * and noted on the row (`mail_error`); the visitor still gets the success answer, the data is kept.
 */
export async function submitForm(deps: SubmissionDeps, form: Form, files: CheckedFile[]): Promise<{ id: number }> {
  const recipient = await formRecipient(deps.db, deps.settings, deps.mailFrom);
  const written: string[] = [];
  const stored = await (async () => {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const submission = await trx
          .insertInto('formSubmissions')
          .values({
            subject: form.subject,
            company: form.company,
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            phone: form.phone,
            comment: form.comment,
            recipient,
            createdAt: deps.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const attachments = [];
        for (const file of files) {
          const bytes = await fs.readFile(file.path);
          const row = await trx
            .insertInto('formSubmissionFiles')
            .values({
              submissionId: submission.id,
              originalName: file.name,
              extension: file.extension,
              mimeType: file.mimeType,
              size: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const key = formFileKey(submission.id, row.id, file.extension);
          await deps.store.write(key, bytes, file.mimeType);
          written.push(key);
          // The mail attaches the request's temporary copy (same bytes; it lives until the answer is sent).
          attachments.push({ filename: file.name, path: file.path, contentType: file.mimeType });
        }
        return { id: submission.id, attachments };
      });
    } catch (error) {
      await Promise.all(written.map((key) => deps.store.remove(key)));
      throw error;
    }
  })();

  const config = await findConfigData(deps.db);
  const shopName = typeof config.shopName === 'string' && config.shopName ? config.shopName : 'Online-Shop';
  const errors: string[] = [];
  const sent: { shopMailSentAt?: Date; confirmationSentAt?: Date } = {};
  try {
    await deps.mailer.send(shopMail(form, recipient, stored.attachments), shopName);
    sent.shopMailSentAt = deps.now();
  } catch (error) {
    errors.push(`shop: ${(error as Error).message}`);
  }
  try {
    await deps.mailer.send(confirmationMail(form, shopName), shopName);
    sent.confirmationSentAt = deps.now();
  } catch (error) {
    errors.push(`confirmation: ${(error as Error).message}`);
  }
  if (errors.length > 0) deps.logger.error({ submissionId: stored.id, errors }, 'contact form mail failed');
  await deps.db
    .updateTable('formSubmissions')
    .set({ ...sent, mailError: errors.length > 0 ? errors.join('; ').slice(0, 2000) : null })
    .where('id', '=', stored.id)
    .execute();
  return { id: stored.id };
}
