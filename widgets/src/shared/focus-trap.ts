import { type RefObject, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside an open dialog of a shadow root (issue 15 §8): Tab and Shift+Tab wrap around, Escape
 * closes; the first control gets focus on open. Focus inside a shadow root shows as the root's activeElement.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const controls = () => Array.from(dialog.querySelectorAll<HTMLElement>(focusable));
    controls()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = controls();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      const root = dialog.getRootNode() as Document | ShadowRoot;
      const active = root.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, [ref, open, onClose]);
}
