import { ApiError } from '@bestell/api-client';

/** Spec §8: the server's first message when there is one, else the screen's own German text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const first = error.errors[0]?.message?.trim();
    if (first) return first;
  }
  return fallback;
}
