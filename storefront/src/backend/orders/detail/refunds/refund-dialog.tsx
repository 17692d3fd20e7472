import { type RefundResult, useRefundOrder } from '@bestell/api-client';
import { formatCurrency, refundsMessages as r, refundRequestSchema } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiErrors, ConfirmDialog, MoneyField, TextAreaField } from '../../../forms';
import styles from '../detail.module.css';

type RefundInput = z.input<typeof refundRequestSchema>;
type RefundValues = z.output<typeof refundRequestSchema>;

export interface RefundDialogProps {
  orderId: number;
  isOpen: boolean;
  /** What can still be refunded ("7.20"), shown as the limit. */
  refundableAmount: string;
  currency: string;
  onDone: (result: RefundResult) => void;
  onClose: () => void;
}

/**
 * 'Erstatten': an amount (empty: the whole amount still open) and a required reason. One Idempotency-Key per opened
 * dialog: a double click or a retry after a failure is the same refund at the provider.
 */
export function RefundDialog({ orderId, isOpen, refundableAmount, currency, onDone, onClose }: RefundDialogProps) {
  const refund = useRefundOrder(orderId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState('');
  const form = useForm<RefundInput, unknown, RefundValues>({
    resolver: zodResolver(refundRequestSchema),
    defaultValues: { amount: null, reason: '' },
  });
  useEffect(() => {
    if (!isOpen) return;
    form.reset({ amount: null, reason: '' });
    setKey(crypto.randomUUID());
    setMessage('');
  }, [isOpen, form]);
  const submit = form.handleSubmit((values) => {
    if (refund.isPending) return;
    setMessage('');
    refund.mutate(
      { body: { reason: values.reason, ...(values.amount ? { amount: values.amount } : {}) }, idempotencyKey: key },
      {
        onSuccess: onDone,
        onError: (error) => {
          const applied = applyApiErrors<RefundInput>(
            error,
            form.setError,
            (field) => field === 'amount' || field === 'reason',
          );
          setMessage(applied.formMessages[0] ?? (applied.fieldCount > 0 ? '' : r.failed));
        },
      },
    );
  });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={r.dialogTitle}
      confirmLabel={refund.isPending ? r.sending : r.submit}
      cancelLabel={r.cancel}
      isDestructive
      isPending={refund.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <FormProvider {...form}>
        <form
          data-testid="refund-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={styles.muted}>{r.dialogHint}</p>
          <MoneyField<RefundInput>
            name="amount"
            label={r.amount}
            description={r.amountHint({ max: formatCurrency(refundableAmount, currency) })}
          />
          <TextAreaField<RefundInput> name="reason" label={r.reason} rows={3} isRequired />
          <p role="alert" className={styles.error} data-testid="refund-error">
            {message}
          </p>
        </form>
      </FormProvider>
    </ConfirmDialog>
  );
}
