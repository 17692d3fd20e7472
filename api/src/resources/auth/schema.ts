import { idField, messages, strictObjectError } from '@bestell/domain';
import { z } from 'zod';
import { loginLinkDefaultMinutes, loginLinkMaxMinutes } from '../../infrastructure/auth/policy.js';

const m = messages.validation;

/**
 * Body of POST /api/login-links (admin): whose link, how many minutes it stays valid (default 60, max 7 days), and
 * whether it is e-mailed to the user instead of answered.
 */
export const loginLinkCreateSchema = z.strictObject(
  {
    userId: idField(),
    minutes: z
      .number({ error: m.invalidValue })
      .int({ error: m.notInteger })
      .min(1, { error: m.notInRange({ min: 1, max: loginLinkMaxMinutes }) })
      .max(loginLinkMaxMinutes, { error: m.notInRange({ min: 1, max: loginLinkMaxMinutes }) })
      .default(loginLinkDefaultMinutes),
    /** true: the link is e-mailed to the user's address and not answered. */
    send: z.boolean({ error: m.invalidValue }).default(false),
  },
  strictObjectError,
);
