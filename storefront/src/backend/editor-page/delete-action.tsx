import { ApiError, useStaffApi } from '@bestell/api-client';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';

/** The API's German message when it sent one (e.g. 'the last admin'), else the screen's own §8 text. */
export function apiMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errors.length > 0 ? error.message : fallback;
}

export interface DeleteActionProps {
  /** The button's and the dialog's confirm label ('Gerät löschen'). */
  label: string;
  /** The dialog's title ('Gerät „Kasse“ löschen?'). */
  question: string;
  hint?: ReactNode;
  /** The record's path, e.g. '/devices/7'. */
  path: string;
  /** Sent as If-Match: deleting a record someone changed meanwhile is refused (409). */
  version?: number | undefined;
  /** The §8 text when the API gives no reason ('Gerät konnte nicht gelöscht werden.'). */
  failedMessage: string;
  /** Query keys to refresh after the delete (the list). */
  invalidates?: readonly QueryKey[];
  onDeleted: () => void;
  /** The button's accessible name when the label alone is ambiguous (a row of a list). */
  ariaLabel?: string;
}

/** A delete button that asks first (confirm dialog), deletes with If-Match and shows the refusal in German. */
export function DeleteAction(props: DeleteActionProps) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () =>
      api.delete<void>(props.path, props.version === undefined ? undefined : { ifMatch: props.version }),
    onSuccess: async () => {
      await Promise.all((props.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      props.onDeleted();
    },
    onError: (error) => setFailure(apiMessageOf(error, props.failedMessage)),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button
        className={formStyles.dangerButton}
        aria-label={props.ariaLabel}
        onPress={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {props.label}
      </Button>
      {failure && (
        <p role="alert" className={formStyles.error} data-testid="delete-error">
          {failure}
        </p>
      )}
      <ConfirmDialog
        isOpen={asking}
        title={props.question}
        confirmLabel={props.label}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate()}
      >
        {props.hint}
      </ConfirmDialog>
    </>
  );
}
