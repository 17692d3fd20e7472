import {
  type StaffOrder,
  type StaffOrderItem,
  staffOrderCalls,
  useProducts,
  useStaffOrderChange,
} from '@bestell/api-client';
import { errorsMessages, backofficeOrdersMessages as m, orderItemSchema, unitOptions } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog, DecimalField, SelectField, TextField } from '../../forms';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import type { Feedback } from './feedback';

type ItemInput = z.input<typeof orderItemSchema>;
type ItemBody = z.output<typeof orderItemSchema>;

export interface EditItemProps {
  order: StaffOrder;
  item: StaffOrderItem;
  onFeedback: (feedback: Feedback | null) => void;
}

/**
 * Edit amount and unit of one line: PUT /orders/{id}/items/{index} with the API's own body schema (orderItemSchema);
 * the API prices the line and recomputes the totals, and its answer replaces the shown order.
 */
export function EditItem({ order, item, onFeedback }: EditItemProps) {
  const [isOpen, setOpen] = useState(false);
  const products = useProducts();
  const product = products.data?.find((candidate) => candidate.id === item.product);
  const units = product ? unitOptions(product) : [];
  const defaults = (): ItemInput => ({
    product: item.product,
    amount: item.amount,
    unit: item.unit,
    parts: item.parts,
  });
  const form = useForm<ItemInput, unknown, ItemBody>({
    resolver: zodResolver(orderItemSchema),
    defaultValues: defaults(),
  });
  const change = useStaffOrderChange(order.id, (api, body: ItemBody) =>
    staffOrderCalls.editItem(api, order.id, item.index, body),
  );
  const submit = form.handleSubmit((body) => {
    onFeedback(null);
    change.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        onFeedback({ tone: 'success', text: m.done });
      },
      onError: (error) => {
        const fieldErrors = error.errors.filter((entry) => entry.field === 'amount' || entry.field === 'unit');
        for (const entry of fieldErrors) {
          form.setError(entry.field === 'amount' ? 'amount' : 'unit', { message: entry.message });
        }
        if (fieldErrors.length > 0) return;
        setOpen(false);
        onFeedback({ tone: 'error', text: failureMessage(error, errorsMessages.orderStatusFailed) });
      },
    });
  });
  return (
    <>
      <Button
        className={styles.smallButton}
        aria-label={`${m.actionEditItem}: ${item.name}`}
        onPress={() => {
          form.reset(defaults());
          setOpen(true);
        }}
      >
        {m.actionEditItem}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={`${m.editItemTitle}: ${item.name}`}
        confirmLabel={m.save}
        cancelLabel={m.abort}
        isPending={change.isPending}
        onConfirm={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <FormProvider {...form}>
          <form
            className={styles.fieldRow}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <DecimalField<ItemInput> name="amount" label={m.amount} isRequired />
            {units.length > 1 ? (
              <SelectField<ItemInput>
                name="unit"
                label={m.unit}
                isRequired
                options={units.map((unit) => ({ id: unit.key, label: unit.label }))}
              />
            ) : (
              <TextField<ItemInput> name="unit" label={m.unit} isRequired />
            )}
          </form>
        </FormProvider>
      </ConfirmDialog>
    </>
  );
}
