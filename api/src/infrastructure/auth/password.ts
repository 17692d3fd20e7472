import argon2 from 'argon2';

/**
 * argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes) for every real hash. Under the test runner
 * (NODE_ENV 'test', which Vitest sets and the API processes its tests start inherit) new hashes take the smallest
 * cost instead: the suites sign in thousands of times and the hashes they make guard nothing. Verifying always
 * follows the parameters stored in the hash itself.
 */
const hashOptions: Parameters<typeof argon2.hash>[1] =
  process.env.NODE_ENV === 'test'
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id };

let dummyHash: Promise<string> | null = null;

/** An argon2id hash nobody knows the password of, so an unknown username costs as much time as a wrong password. */
function dummy(): Promise<string> {
  dummyHash ??= argon2.hash('no user has this password', hashOptions);
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
  return argon2.hash(password, hashOptions);
}
