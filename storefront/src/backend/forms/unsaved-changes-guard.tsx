import { backofficeFormsMessages as m } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

const SENTINEL = '__unsavedChangesGuard';

type Pending = { kind: 'link'; to: string } | { kind: 'back' };

/** The in-app target of a click on a same-origin link, or null when the click is not a plain navigation. */
export function linkTarget(event: MouseEvent, origin: string, current: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(element instanceof HTMLAnchorElement)) return null;
  if (element.target && element.target !== '_self') return null;
  if (element.hasAttribute('download')) return null;
  const url = new URL(element.href, origin);
  if (url.origin !== origin) return null;
  // A jump within the page (#section) leaves nothing.
  if (`${url.pathname}${url.search}` === current.replace(/#.*$/, '')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before a dirty form is left (react-router's declarative <Routes> has no useBlocker):
 * - closing or reloading the tab: the browser's own beforeunload question;
 * - a click on an in-app link: held back (capture phase, before the router sees it) until 'Seite verlassen';
 * - the back button: while dirty an extra history entry of the same address sits on top, so 'back' lands on this
 *   page again and asks; leaving goes back for real.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const bypass = useRef(false);

  useEffect(() => {
    if (!when) return;
    bypass.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (bypass.current) return;
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      const to = linkTarget(event, window.location.origin, current);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to });
    };
    const onPopState = () => {
      if (bypass.current) return;
      setPending({ kind: 'back' });
    };
    if ((window.history.state as Record<string, unknown> | null)?.[SENTINEL] !== true) {
      window.history.pushState({ ...(window.history.state as object | null), [SENTINEL]: true }, '');
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [when]);

  const stay = () => {
    if (pending?.kind === 'back') {
      window.history.pushState({ ...(window.history.state as object | null), [SENTINEL]: true }, '');
    }
    setPending(null);
  };
  const leave = () => {
    const target = pending;
    setPending(null);
    bypass.current = true;
    if (target?.kind === 'link') navigate(target.to);
    else window.history.back();
  };

  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={m.leaveTitle}
      confirmLabel={m.leave}
      cancelLabel={m.stay}
      isDestructive
      onConfirm={leave}
      onCancel={stay}
    >
      <p>{m.leaveText}</p>
    </ConfirmDialog>
  );
}
