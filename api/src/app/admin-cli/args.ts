import { parseArgs } from 'node:util';
import { setupMessages } from '@bestell/domain';
import { loginLinkDefaultMinutes, loginLinkMaxMinutes } from '../../infrastructure/auth/policy.js';

const m = setupMessages.cli;

/** A mistake of the person at the command line: printed as it is, exit code 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

export type AdminCommand =
  | {
      command: 'create-user';
      username: string;
      email: string;
      role: 'ROLE_ADMIN' | 'ROLE_EMPLOYEE';
      firstName: string;
      lastName: string;
      minutes: number;
    }
  | { command: 'login-link'; username: string; minutes: number };

const roles = { admin: 'ROLE_ADMIN', employee: 'ROLE_EMPLOYEE' } as const;

function parseMinutes(value: string | undefined): number {
  if (value === undefined) return loginLinkDefaultMinutes;
  const minutes = Number(value);
  if (!/^\d+$/.test(value) || minutes < 1 || minutes > loginLinkMaxMinutes) throw new CliError(m.invalidMinutes);
  return minutes;
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value.trim() === '') throw new CliError(m.missingOption(name));
  return value.trim();
}

/** `create-user --username … --email … --role admin|employee` or `login-link --username …` (both: `--minutes N`). */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const [command, ...rest] = argv;
  if (command !== 'create-user' && command !== 'login-link') {
    throw new CliError(command === undefined ? m.usage : `${m.unknownCommand(command)}\n${m.usage}`);
  }
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      strict: true,
      allowPositionals: false,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        minutes: { type: 'string' },
      },
    }));
  } catch (error) {
    const option = /'([^']+)'/.exec(error instanceof Error ? error.message : '')?.[1] ?? String(error);
    throw new CliError(`${m.unknownOption(option)}\n${m.usage}`);
  }
  const minutes = parseMinutes(values.minutes);
  if (command === 'login-link') return { command, username: required(values, 'username'), minutes };
  const roleName = required(values, 'role');
  const role = roles[roleName as keyof typeof roles];
  if (!role) throw new CliError(m.invalidRole(roleName));
  return {
    command,
    username: required(values, 'username'),
    email: required(values, 'email'),
    role,
    firstName: values['first-name']?.trim() ?? '',
    lastName: values['last-name']?.trim() ?? '',
    minutes,
  };
}
