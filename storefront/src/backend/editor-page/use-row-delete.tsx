import { useStaffApi } from '@bestell/api-client';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../forms';
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
  /** Where the refusal goes (the list page's failure line). */
  onError: (message: string) => void;
}

/** Delete a row of a list after a confirm dialog: `ask(row)` opens it, `dialog` is rendered by the page. */
export function useRowDelete<T>(options: RowDeleteOptions<T>) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [row, setRow] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: (target: T) =>
      api.delete<void>(options.pathOf(target), options.versionOf ? { ifMatch: options.versionOf(target) } : undefined),
    onSuccess: () => Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => options.onError(apiMessageOf(error, options.failedMessage)),
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
  return { ask, dialog, isPending: remove.isPending };
}
