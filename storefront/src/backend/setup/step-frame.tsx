import { setupMessages as m } from '@bestell/domain';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import styles from './setup.module.css';

/** A step's form: heading, hint, the fields, and Zurück / Weiter (or the step's own submit label). */
export function StepFrame(props: {
  testId: string;
  heading: string;
  hint: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  onBack?: (() => void) | undefined;
  submitLabel?: string;
  isBusy?: boolean;
  failure?: string | null;
  children: ReactNode;
}) {
  return (
    <form className={styles.step} onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
      <h2 className={styles.stepTitle}>{props.heading}</h2>
      <p className={styles.hint}>{props.hint}</p>
      {props.failure && (
        <p role="alert" className={styles.failure}>
          {props.failure}
        </p>
      )}
      {props.children}
      <div className={styles.actions}>
        {props.onBack && (
          <Button className={formStyles.secondaryButton} onPress={props.onBack} isDisabled={props.isBusy ?? false}>
            {m.back}
          </Button>
        )}
        <Button type="submit" className={formStyles.primaryButton} isDisabled={props.isBusy ?? false}>
          {props.isBusy ? m.finishing : (props.submitLabel ?? m.next)}
        </Button>
      </div>
    </form>
  );
}
