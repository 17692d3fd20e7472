import { z } from 'zod';

/** The signed-in staff user (spec §3 Current user): POST /api/login, the login link, GET /api/users/me. */
export const currentUserWire = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    roles: z.array(z.string()),
    branches: z.array(z.object({ id: z.number().int() })),
    csrfToken: z
      .string()
      .meta({ description: 'Sent back in `X-CSRF-Token` on every call of this session that changes data.' }),
  })
  .meta({ id: 'CurrentUser' });

/** POST /api/login-links: the link, with its token unless it was sent to the user by e-mail. */
export const loginLinkWire = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  expiresAt: z.string().meta({ format: 'date-time' }),
  token: z.string().optional().meta({ description: 'Only when the link was not sent by e-mail.' }),
  sentTo: z.string().optional(),
  delivery: z.enum(['sent', 'logged']).optional(),
});

/** A branch API key as admins see it: never the secret (nor its hash). */
export const branchKeyWire = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  name: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  rotatedAt: z.string().meta({ format: 'date-time' }).nullable(),
  revokedAt: z.string().meta({ format: 'date-time' }).nullable(),
  lastUsedAt: z.string().meta({ format: 'date-time' }).nullable(),
});

/** Right after create or rotate: the one answer that shows the whole key. */
export const branchKeyWithSecretWire = branchKeyWire.extend({ key: z.string() });
