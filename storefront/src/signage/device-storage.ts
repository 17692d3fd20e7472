import { type SignageProgram, signageProgramSchema } from '@bestell/domain';

/**
 * What a screen keeps in localStorage, per device identifier (several players can share a browser profile): the
 * device credential from pairing and the last program, so that it plays after a restart without the network.
 */
const key = (identifier: string, part: 'credential' | 'program' | 'command') => `signage:${identifier}:${part}`;

function read(name: string): string | null {
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(name);
    else window.localStorage.setItem(name, value);
  } catch {
    // Storage full or blocked: the player still plays from memory.
  }
}

export const deviceStorage = {
  credential: (identifier: string) => read(key(identifier, 'credential')),
  saveCredential: (identifier: string, credential: string | null) => write(key(identifier, 'credential'), credential),
  /** The stored program, or null when there is none or it no longer fits the schema (a release changed it). */
  program(identifier: string): SignageProgram | null {
    const text = read(key(identifier, 'program'));
    if (!text) return null;
    try {
      const parsed = signageProgramSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  saveProgram: (identifier: string, program: SignageProgram | null) =>
    write(key(identifier, 'program'), program === null ? null : JSON.stringify(program)),
  /** The id of the last command carried out (a reload must not run again after the reload). */
  lastCommand: (identifier: string) => Number(read(key(identifier, 'command')) ?? 0),
  saveLastCommand: (identifier: string, id: number) => write(key(identifier, 'command'), String(id)),
};
