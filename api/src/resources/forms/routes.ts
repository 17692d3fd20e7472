import { contactFormFileMaxBytes, contactFormSchema, contactFormSubjectValues } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import { createConfiguredMailer } from '../../infrastructure/notifications/configured-mailer.js';
import type { Mailer } from '../../infrastructure/notifications/mailer.js';
import { sendData } from '../../kernel/envelope.js';
import { checkFiles } from './check-files.js';
import { checkRateLimit } from './rate-limit.js';
import { readForm } from './read-form.js';
import { submitForm } from './service.js';
import { type FormSettings, formSettingsFromEnv } from './settings.js';

const uploadField = z.array(z.string().meta({ format: 'binary' })).optional();

/** The multipart body as the OpenAPI document shows it (the rules are those of contactFormSchema). */
const documentedBody = z.object({
  subject: z.enum(contactFormSubjectValues),
  company: z.string().optional(),
  firstName: z.string().min(2),
  lastName: z.string().min(2),
  email: z.email(),
  phone: z.string().min(6),
  comment: z.string().meta({ description: '8 to 250 words' }),
  privacy: z.literal('true'),
  website: z.string().optional().meta({ description: 'Honeypot: must stay empty (filled: 201, nothing kept)' }),
  'upload[]': uploadField.meta({
    description: `One entry per file (spec §7), each at most ${contactFormFileMaxBytes / 1024 / 1024} MB (413), content checked: pdf, doc, docx, odt, xls, xlsx, ods, zip, jpg, png, gif, webp; at least one file for subject jobs`,
  }),
  upload: uploadField.meta({
    description: 'The same as upload[] (also accepted; files of both fields are taken together)',
  }),
});

export interface FormRoutesOptions {
  settings?: FormSettings;
  mailer?: Mailer;
}

/**
 * POST /api/custom/forms (issue 14 point 4, spec §2/§3/§5/§8): the contact and job form, multipart. Answers
 * 201 `{ data: { id } }`; 422 field errors; 413 for a file over 15 MB; 429 over the per-client rate limit.
 */
export function formRoutes(deps: AppDeps, registry: RouteRegistry, options: FormRoutesOptions = {}): Router {
  const settings = options.settings ?? formSettingsFromEnv();
  const mailer = options.mailer ?? createConfiguredMailer(deps);
  const router = new Router();

  router.post('/custom/forms', async (ctx) => {
    await checkRateLimit(deps.db, ctx.ip, settings, deps.now());
    const form = await readForm(ctx);
    try {
      // Honeypot: a bot filled the hidden field; it gets the success answer, nothing is kept or sent.
      if ((form.fields.website ?? '').trim() !== '') {
        sendData(ctx, { id: 0 }, 201);
        return;
      }
      const input = contactFormSchema.parse({
        ...form.fields,
        upload: form.files.map(({ name, size }) => ({ name, size })),
      });
      const files = await checkFiles(form.files);
      const fields = {
        subject: input.subject,
        company: input.company,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        email: input.email ?? '',
        phone: input.phone ?? '',
        comment: input.comment,
      };
      const result = await submitForm(
        {
          db: deps.db,
          logger: deps.logger,
          mailer,
          store: mediaFor(deps.config).stores.originals,
          mailFrom: deps.config.mail.from,
          settings,
          now: deps.now,
        },
        fields,
        files,
      );
      sendData(ctx, result, 201);
    } finally {
      await form.dispose();
    }
  });

  registry.add({
    method: 'post',
    path: '/api/custom/forms',
    summary: 'Send the contact or job form (multipart/form-data; 413 file too large, 429 too many submissions)',
    tag: 'forms',
    access: 'public',
    body: documentedBody,
    bodyType: 'multipart/form-data',
    status: 201,
    answer: z.object({ id: z.number().int() }),
  });
  return router;
}
