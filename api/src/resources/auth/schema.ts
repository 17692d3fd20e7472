import { idField, messages, strictObjectError } from '@bestell/domain';
import { z } from 'zod';
import { loginLinkDefaultMinutes, loginLinkMaxMinutes } from '../../auth/policy.js';

const m = messages.validation;

/** Body of POST /api/login-links (admin): whose link, and how many minutes it stays valid (default 60, max 7 days). */
export const loginLinkCreateSchema = z.strictObject(
  {
    userId: idField(),
    minutes: z
      .number({ error: m.invalidValue })
      .int({ error: m.notInteger })
      .min(1, { error: m.notInRange({ min: 1, max: loginLinkMaxMinutes }) })
      .max(loginLinkMaxMinutes, { error: m.notInRange({ min: 1, max: loginLinkMaxMinutes }) })
      .default(loginLinkDefaultMinutes),
  },
  strictObjectError,
);
