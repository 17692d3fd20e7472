import { backofficeAiMessages as t } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import formStyles from '../forms/forms.module.css';
import styles from './ai.module.css';
import { useAiStatus } from './ai-status';
import { GenerationControls } from './generation-controls';
import { useGeneration } from './use-generation';

interface Suggestion {
  description: string;
  allergens: string;
}

interface PartValues {
  name?: unknown;
  options?: { name?: unknown }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * 'Vorschlag erzeugen' in the product form (issue 30 point 3): a description and an allergen text from the product's
 * name, category and parts as the form holds them; each taken over into its field by a click, saved with the form.
 */
export function ProductAiSuggestion({ categories }: { categories: readonly { id: string | number; label: string }[] }) {
  const status = useAiStatus();
  const form = useFormContext();
  const generation = useGeneration<Suggestion>('/content-ai/generate/product');
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  if (!status.text) return null;

  const start = async () => {
    const name = text(form.getValues('name'));
    setNameMissing(name === '');
    if (name === '') return;
    const categoryId = form.getValues('categoryId') as unknown;
    const category = categories.find((entry) => String(entry.id) === String(categoryId))?.label ?? null;
    const parts = ((form.getValues('config.parts') as PartValues[] | undefined) ?? [])
      .flatMap((part) => [text(part.name), ...(part.options ?? []).map((option) => text(option.name))])
      .filter((entry) => entry !== '')
      .slice(0, 50);
    const answer = await generation.run({ name, category, parts });
    if (answer) setSuggestion(answer);
  };

  const take = (field: 'description' | 'content.allergens', value: string) => {
    form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className={styles.panel} data-testid="ai-product-suggestion">
      <GenerationControls generation={generation} label={t.generate} onStart={() => void start()} />
      {nameMissing && (
        <p className={formStyles.error} role="alert">
          {t.product.nameFirst}
        </p>
      )}
      {suggestion && (
        <>
          <h4>{t.product.suggestion}</h4>
          <div className={styles.pair}>
            <strong>{t.product.description}</strong>
            <p className={styles.suggestion}>{suggestion.description}</p>
            <Button
              className={formStyles.secondaryButton}
              aria-label={`${t.product.take}: ${t.product.description}`}
              onPress={() => take('description', suggestion.description)}
            >
              {t.product.take}
            </Button>
          </div>
          {suggestion.allergens && (
            <div className={styles.pair}>
              <strong>{t.product.allergens}</strong>
              <p className={styles.suggestion}>{suggestion.allergens}</p>
              <Button
                className={formStyles.secondaryButton}
                aria-label={`${t.product.take}: ${t.product.allergens}`}
                onPress={() => take('content.allergens', suggestion.allergens)}
              >
                {t.product.take}
              </Button>
            </div>
          )}
          <Button className={formStyles.secondaryButton} onPress={() => setSuggestion(null)}>
            {t.product.dismiss}
          </Button>
        </>
      )}
    </div>
  );
}
