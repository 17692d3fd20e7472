import { ticketIndexOfKey } from '@bestell/domain';
import { useEffect } from 'react';

const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keys 1–9 pick the first nine tickets (a keypad beside the kitchen screen); ignored while typing in a field. */
export function useTicketKeys(onTicket: (index: number) => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typingTarget(event.target)) return;
      const index = ticketIndexOfKey(event.key);
      if (index === null) return;
      event.preventDefault();
      onTicket(index);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onTicket]);
}
