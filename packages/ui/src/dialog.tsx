import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** 'sheet' fills the screen on phones (configurator, cart overlay). */
  variant?: 'default' | 'sheet';
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, makes the page behind inert and
 * closes on Escape (reported through onClose). Focus returns to the control that opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, variant = 'default', footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes the dialog with Escape
    <dialog
      ref={ref}
      className={`${styles.dialog} ${variant === 'sheet' ? styles.sheet : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // a click on the backdrop (the dialog element itself, outside its content) closes it
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}
