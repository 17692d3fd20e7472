import { useStaffApi } from '@bestell/api-client';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import { apiMessageOf } from './delete-action';

export interface RowDeleteOptions<T> {
  /** The record's path, e.g. `/devices/${row.id}`. */
  pathOf: (row: T) => string;
  /** Sent as If-Match when given. */
  versionOf?: (row: T) => number;
  /** The dialog's title for the row. */
  question: (row: T) => string;
  /** The confirm button ('Gerät löschen'). */
  label: string;
  hint?: ReactNode;
  /** The §8 text when the API gives no reason. */
  failedMessage: string;
  /** Query keys to refresh after a delete (the list). */
  invalidates: readonly QueryKey[];
  /** Where the refusal goes besides `failure` (the list page's failure line). */
  onError?: (message: string) => void;
}

/**
 * Delete a row of a list after a confirm dialog: `ask(row)` or the row's `button(row, name)` opens it, `dialog` is
 * rendered by the page, `failure` is the last refusal in German (cleared by the row's button).
 */
export function useRowDelete<T>(options: RowDeleteOptions<T>) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [row, setRow] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (target: T) =>
      api.delete<void>(options.pathOf(target), options.versionOf ? { ifMatch: options.versionOf(target) } : undefined),
    onSuccess: () => Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => {
      const message = apiMessageOf(error, options.failedMessage);
      setFailure(message);
      options.onError?.(message);
    },
    onSettled: () => setRow(null),
  });
  const dialog = (
    <ConfirmDialog
      isOpen={row !== null}
      title={row === null ? '' : options.question(row)}
      confirmLabel={options.label}
      isDestructive
      isPending={remove.isPending}
      onCancel={() => setRow(null)}
      onConfirm={() => {
        if (row !== null) remove.mutate(row);
      }}
    >
      {options.hint}
    </ConfirmDialog>
  );
  const ask = (target: T) => setRow(() => target);
  /** The row's delete button: the label, named '<label>: <name>' for screen readers. */
  const button = (target: T, name: string) => (
    <Button
      className={formStyles.dangerButton}
      aria-label={`${options.label}: ${name}`}
      onPress={() => {
        setFailure(null);
        ask(target);
      }}
    >
      {options.label}
    </Button>
  );
  return { ask, button, dialog, failure, isPending: remove.isPending };
}
