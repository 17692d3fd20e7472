import { isSignageCommandExpired, type SignageCommand } from '@bestell/domain';

/**
 * Whether the screen carries out `command` now: one still pending (not expired: a screen back after a long outage
 * does not reload or flash an old message) or delivered, and not the one it carried out last (a reload must not run
 * again after the reload).
 */
export function shouldCarryOut(command: SignageCommand, lastCarriedOut: number, now: Date): boolean {
  if (command.id === lastCarriedOut) return false;
  if (command.state === 'delivered') return true;
  return command.state === 'pending' && !isSignageCommandExpired(command, now);
}
