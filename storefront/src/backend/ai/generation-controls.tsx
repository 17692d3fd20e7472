import { backofficeAiMessages as t } from '@bestell/domain';
import { Button } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import styles from './ai.module.css';
import type { Generation } from './use-generation';

/** The start button, or while the model works: 'KI arbeitet …' and 'Abbrechen'; below, the German failure. */
export function GenerationControls<T>({
  generation,
  label,
  onStart,
  isDisabled = false,
}: {
  generation: Generation<T>;
  label: string;
  onStart: () => void;
  isDisabled?: boolean;
}) {
  return (
    <div className={styles.controls}>
      {generation.pending ? (
        <>
          <span role="status" className={styles.working}>
            {t.generating}
          </span>
          <Button className={formStyles.secondaryButton} onPress={generation.cancel}>
            {t.cancel}
          </Button>
        </>
      ) : (
        <Button className={formStyles.secondaryButton} onPress={onStart} isDisabled={isDisabled}>
          {label}
        </Button>
      )}
      {generation.error && (
        <p className={formStyles.error} role="alert">
          {generation.error}
        </p>
      )}
    </div>
  );
}
