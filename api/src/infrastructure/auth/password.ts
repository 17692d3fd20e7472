import argon2 from 'argon2';

let dummyHash: Promise<string> | null = null;

/** An argon2id hash nobody knows the password of, so an unknown username costs as much time as a wrong password. */
function dummy(): Promise<string> {
  dummyHash ??= argon2.hash('no user has this password', { type: argon2.argon2id });
  return dummyHash;
}

/** Verifies a password against an argon2 hash; with `null` (unknown user) it burns the same time and says no. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    await argon2.verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
