import { backofficeFormsMessages as m } from '@bestell/domain';
import { Button } from 'react-aria-components';
import styles from './forms.module.css';

export interface SaveBarProps {
  /** The id of the <form> the save button submits. */
  formId: string;
  isDirty: boolean;
  isSaving: boolean;
  onDiscard: () => void;
  /** Messages of a refused save that belong to no field (the conflict message on 409). */
  messages?: readonly string[];
  /** After a 409: offer to load the other person's version (drops this input). */
  onReload?: (() => void) | undefined;
  /** Some field shows an error: the bar says to look at the marked fields. */
  hasFieldErrors?: boolean;
  /** The last save succeeded and nothing changed since. */
  justSaved?: boolean;
}

/** The sticky bar at the bottom of an editor: state, refused-save messages, Speichern / Verwerfen. */
export function SaveBar(props: SaveBarProps) {
  const messages =
    props.messages && props.messages.length > 0 ? props.messages : props.hasFieldErrors ? [m.formHasErrors] : [];
  return (
    <div className={styles.saveBar} data-testid="save-bar">
      <div className={styles.saveBarStatus}>
        {messages.length > 0 ? (
          <div role="alert" className={styles.saveBarError} data-testid="save-error">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : (
          <p aria-live="polite" className={styles.saveBarState}>
            {props.isDirty ? m.unsavedChanges : props.justSaved ? m.saved : ''}
          </p>
        )}
      </div>
      <div className={styles.saveBarActions}>
        {props.onReload && (
          <Button className={styles.secondaryButton} onPress={props.onReload}>
            {m.reload}
          </Button>
        )}
        <Button
          className={styles.secondaryButton}
          onPress={props.onDiscard}
          isDisabled={!props.isDirty || props.isSaving}
        >
          {m.discard}
        </Button>
        <button type="submit" form={props.formId} className={styles.primaryButton} disabled={props.isSaving}>
          {props.isSaving ? m.saving : m.save}
        </button>
      </div>
    </div>
  );
}
