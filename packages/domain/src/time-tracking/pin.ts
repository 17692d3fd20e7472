import { z } from 'zod';
import { timeTrackingMessages } from '../messages/time-tracking.js';
import { validationMessages } from '../messages/validation.js';
import { idField, strictObjectError } from '../validation/fields.js';
import { workingActions } from './transitions.js';

/** Issue 28.1: a terminal PIN is 4 to 8 digits (hashed with argon2 on the server, never answered). */
export const pinSchema = z
  .string({ error: (issue) => (issue.input == null ? validationMessages.blank : timeTrackingMessages.pinFormat) })
  .regex(/^[0-9]{4,8}$/, { error: timeTrackingMessages.pinFormat });

/** Wrong PINs in a row that lock the PIN, and for how long. */
export const pinMaxAttempts = 5;
export const pinLockMinutes = 15;

/** Setting a PIN (admin for a user, or a user for themselves). */
export const pinInputSchema = z.strictObject({ pin: pinSchema }, strictObjectError);

/** The terminal sign-in: the employee's tile and their PIN. */
export const terminalSignInSchema = z.strictObject(
  { userId: idField().max(2_147_483_647, { error: validationMessages.invalidValue }), pin: pinSchema },
  strictObjectError,
);

/** Start, pause, resume and end take no body: an empty one (or none) only, anything else is a German 422. */
export const workingActionBodySchema = z.strictObject({}, strictObjectError).optional();

export const workingActionSchema = z.enum(workingActions);
