/** A random key for the Idempotency-Key header (UUID v4 where the browser offers it). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKeys {
  /**
   * The key of the submit attempt for this body: the same key while the body is unchanged (a retry after a network
   * failure or a lost answer must not place the order twice), a new key once the body changed (the API refuses an old
   * key with another body).
   */
  keyFor(body: unknown): string;
  /** Forget the attempt (after a success). */
  reset(): void;
}

export function createAttemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (current === null || current.body !== text) current = { key: newKey(), body: text };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
