import { backofficeOrdersMessages as m, orderRejectionSchema } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog, TextAreaField } from '../../forms';

type RejectionInput = z.input<typeof orderRejectionSchema>;
type Rejection = z.output<typeof orderRejectionSchema>;

export interface RejectDialogProps {
  isOpen: boolean;
  isPending: boolean;
  onReject: (message: string | undefined) => void;
  onCancel: () => void;
}

/** Reject with an optional message to the customer (sent with the rejection notice and shown on the status page). */
export function RejectDialog({ isOpen, isPending, onReject, onCancel }: RejectDialogProps) {
  const form = useForm<RejectionInput, unknown, Rejection>({
    resolver: zodResolver(orderRejectionSchema),
    defaultValues: { rejectionMessage: '' },
  });
  useEffect(() => {
    if (isOpen) form.reset({ rejectionMessage: '' });
  }, [isOpen, form]);
  const submit = form.handleSubmit(({ rejectionMessage }) => onReject(rejectionMessage ?? undefined));
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={m.rejectTitle}
      confirmLabel={m.actionReject}
      cancelLabel={m.abort}
      isDestructive
      isPending={isPending}
      onConfirm={() => void submit()}
      onCancel={onCancel}
    >
      <FormProvider {...form}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextAreaField<RejectionInput>
            name="rejectionMessage"
            label={m.rejectionMessage}
            description={m.rejectHint}
            rows={4}
          />
        </form>
      </FormProvider>
    </ConfirmDialog>
  );
}
