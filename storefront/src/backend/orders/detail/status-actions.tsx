import { type StaffOrder, staffOrderCalls, useStaffOrderChange } from '@bestell/api-client';
import {
  allowedOrderActions,
  backofficeOrdersMessages as m,
  type OrderAction,
  orderActionFailureMessage,
} from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../../forms';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import type { Feedback } from './feedback';
import { RejectDialog } from './reject-dialog';

function actionLabel(action: OrderAction, order: StaffOrder): string {
  switch (action) {
    case 'confirm':
      return m.actionConfirm;
    case 'reject':
      return m.actionReject;
    case 'cancel':
      return m.actionCancel;
    case 'in-delivery':
      return order.mode === 'delivery' ? m.actionInDelivery : m.actionReadyForPickup;
    case 'completed':
      return m.actionCompleted;
    case 'back-to-confirmed':
      return m.actionBackToConfirmed;
  }
}

export interface StatusActionsProps {
  order: StaffOrder;
  onFeedback: (feedback: Feedback | null) => void;
}

/** The state machine's actions of the order now (packages/domain decides which); reject and cancel ask first. */
export function StatusActions({ order, onFeedback }: StatusActionsProps) {
  const [dialog, setDialog] = useState<'reject' | 'cancel' | null>(null);
  const change = useStaffOrderChange(order.id, (api, request: { action: OrderAction; rejectionMessage?: string }) =>
    staffOrderCalls.action(api, order.id, request),
  );
  const run = (action: OrderAction, rejectionMessage?: string) => {
    onFeedback(null);
    change.mutate(rejectionMessage === undefined ? { action } : { action, rejectionMessage }, {
      onSuccess: () => {
        setDialog(null);
        onFeedback({ tone: 'success', text: m.done });
      },
      onError: (error) => {
        setDialog(null);
        onFeedback({ tone: 'error', text: failureMessage(error, orderActionFailureMessage(action)) });
      },
    });
  };
  const actions = allowedOrderActions(order);
  if (actions.length === 0) return null;
  return (
    <div className={styles.buttonRow} data-testid="order-status-actions">
      {actions.map((action) => (
        <Button
          key={action}
          className={
            action === 'confirm'
              ? styles.primaryButton
              : action === 'reject' || action === 'cancel'
                ? styles.dangerButton
                : styles.button
          }
          isDisabled={change.isPending}
          onPress={() => {
            if (action === 'reject' || action === 'cancel') setDialog(action);
            else run(action);
          }}
        >
          {actionLabel(action, order)}
        </Button>
      ))}
      <RejectDialog
        isOpen={dialog === 'reject'}
        isPending={change.isPending}
        onReject={(message) => run('reject', message)}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        title={m.cancelTitle}
        confirmLabel={m.actionCancel}
        cancelLabel={m.abort}
        isDestructive
        isPending={change.isPending}
        onConfirm={() => run('cancel')}
        onCancel={() => setDialog(null)}
      >
        <p>{m.cancelQuestion}</p>
      </ConfirmDialog>
    </div>
  );
}
