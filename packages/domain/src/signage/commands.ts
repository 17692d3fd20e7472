import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { requiredTextField, strictObjectError } from '../validation/fields.js';
import { integerField, rowIdField } from '../validation/resources/common.js';

/**
 * Commands to a digital signage screen (issue 29 point 1): reload the page, show a message for N seconds, identify
 * (show its own name), switch to a scene. A screen has one current command; a new one replaces it. The command
 * travels over the screen's live feed (SSE) and is reported done by the screen.
 */
export const signageCommandTypes = ['reload', 'message', 'identify', 'scene'] as const;
export type SignageCommandType = (typeof signageCommandTypes)[number];

/** pending: not yet handed to a screen; delivered: written to its live feed; done: reported; aborted: by staff. */
export const signageCommandStates = ['pending', 'delivered', 'done', 'aborted'] as const;
export type SignageCommandState = (typeof signageCommandStates)[number];

/**
 * A command not delivered within this time is not delivered any more (a screen that comes back after a day does not
 * reload or flash an old message); it stays `pending` with its `expiresAt` in the past (the back-office shows it
 * as expired).
 */
export const signageCommandTtlMs = 10 * 60_000;
/** How long the message of a `message` command may stay on the screen at most. */
export const signageMessageMaxSeconds = 3600;

export const signageCommandInputSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('reload') }, strictObjectError),
    z.strictObject(
      {
        type: z.literal('message'),
        text: requiredTextField(500),
        seconds: integerField(1, undefined, signageMessageMaxSeconds),
      },
      strictObjectError,
    ),
    z.strictObject({ type: z.literal('identify') }, strictObjectError),
    z.strictObject({ type: z.literal('scene'), sceneId: rowIdField() }, strictObjectError),
  ],
  { error: m.invalidChoice },
);
export type SignageCommandInput = z.output<typeof signageCommandInputSchema>;

/** The body of `POST /api/digital-signage-devices/{id}/command`. */
export const signageCommandBodySchema = z.strictObject({ command: signageCommandInputSchema }, strictObjectError);

/** The body of `POST /api/digital-signage/self/command/{id}/result` (the screen reports a command done). */
export const signageCommandResultSchema = z.strictObject(
  { state: z.literal('done', { error: m.invalidChoice }) },
  strictObjectError,
);

/** The command as stored and answered: the input plus its id, state and times (ISO strings). */
const storedCommandFields = z.object({
  id: z.number().int(),
  state: z.enum(signageCommandStates),
  createdAt: z.string(),
  expiresAt: z.string(),
  deliveredAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export const signageCommandSchema = z.discriminatedUnion('type', [
  storedCommandFields.extend({ type: z.literal('reload') }),
  storedCommandFields.extend({ type: z.literal('message'), text: z.string(), seconds: z.number().int() }),
  storedCommandFields.extend({ type: z.literal('identify') }),
  storedCommandFields.extend({ type: z.literal('scene'), sceneId: z.number().int() }),
]);
export type SignageCommand = z.output<typeof signageCommandSchema>;

/** A stored command document, or null when it does not fit (never trusted blindly). */
export function signageCommandOf(value: unknown): SignageCommand | null {
  const parsed = signageCommandSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Still to be handed to the screen: pending and not expired. */
export function isSignageCommandDeliverable(command: SignageCommand | null, now: Date): command is SignageCommand {
  return command !== null && command.state === 'pending' && Date.parse(command.expiresAt) > now.getTime();
}

/** Can staff abort it: delivered (the screen withdraws it), or pending and not expired. */
export function isSignageCommandAbortable(command: SignageCommand | null, now: Date): command is SignageCommand {
  return command?.state === 'delivered' || isSignageCommandDeliverable(command, now);
}

/** Expired: pending past its `expiresAt` (never delivered). */
export function isSignageCommandExpired(command: SignageCommand | null, now: Date): boolean {
  return command !== null && command.state === 'pending' && Date.parse(command.expiresAt) <= now.getTime();
}

/** A new command (state pending) of the input, created now. */
export function newSignageCommand(id: number, input: SignageCommandInput, now: Date): SignageCommand {
  return {
    ...input,
    id,
    state: 'pending',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + signageCommandTtlMs).toISOString(),
    deliveredAt: null,
    finishedAt: null,
  };
}
