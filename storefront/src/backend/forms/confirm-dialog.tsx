import { backofficeFormsMessages as m } from '@bestell/domain';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './forms.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (delete, revoke) shows its button in the warning style. */
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with two answers (React Aria Modal + alertdialog); Escape and the cancel button say no. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={props.isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>
            {props.title}
          </Heading>
          {props.children && <div className={styles.dialogBody}>{props.children}</div>}
          <div className={styles.dialogActions}>
            <Button className={styles.secondaryButton} onPress={props.onCancel} autoFocus>
              {props.cancelLabel ?? m.cancel}
            </Button>
            <Button
              className={props.isDestructive ? styles.dangerButton : styles.primaryButton}
              onPress={props.onConfirm}
              isDisabled={props.isPending ?? false}
            >
              {props.confirmLabel ?? m.confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
