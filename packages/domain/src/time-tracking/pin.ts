import { z } from 'zod';
import { timeTrackingMessages } from '../messages/time-tracking.js';
import { workingActions } from './transitions.js';

/** Issue 28.1: a terminal PIN is 4 to 8 digits (hashed with argon2 on the server, never answered). */
export const pinSchema = z.string().regex(/^[0-9]{4,8}$/, timeTrackingMessages.pinFormat);

/** Wrong PINs in a row that lock the PIN, and for how long. */
export const pinMaxAttempts = 5;
export const pinLockMinutes = 15;

/** Setting a PIN (admin for a user, or a user for themselves). */
export const pinInputSchema = z.strictObject({ pin: pinSchema });

/** The terminal sign-in: the employee's tile and their PIN. */
export const terminalSignInSchema = z.strictObject({
  userId: z.number().int().positive().max(2_147_483_647),
  pin: pinSchema,
});

export const workingActionSchema = z.enum(workingActions);
