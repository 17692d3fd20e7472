import { aiImageSizes, backofficeAiMessages as t } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import formStyles from '../forms/forms.module.css';
import { imagesKey, imageUrl, type LibraryImage } from '../media/media-api';
import styles from './ai.module.css';
import { useAiStatus } from './ai-status';
import { GenerationControls } from './generation-controls';
import { useGeneration } from './use-generation';

const sizes = Object.keys(aiImageSizes) as (keyof typeof aiImageSizes)[];

interface Generated {
  image: LibraryImage;
  altSuggestion: string;
}

/**
 * 'Bild mit KI erzeugen' in the image library (issue 30 point 4): a prompt and one of the image sizes; the image lands
 * in the library with the prompt as description and a suggested alt text, which the person checks ('Alternativtext
 * bearbeiten' in the list).
 */
export function ImageGenerator() {
  const status = useAiStatus();
  const queryClient = useQueryClient();
  const promptId = useId();
  const sizeId = useId();
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<keyof typeof aiImageSizes>('medium');
  const [created, setCreated] = useState<Generated | null>(null);
  const generation = useGeneration<Generated>('/content-ai/generate/image');
  if (!status.image) return null;

  const start = async () => {
    setCreated(null);
    const answer = await generation.run({ prompt, size });
    if (answer) {
      setCreated(answer);
      await queryClient.invalidateQueries({ queryKey: imagesKey });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${promptId}-heading`} data-testid="ai-image-generator">
      <h3 id={`${promptId}-heading`}>{t.image.heading}</h3>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={promptId}>
          {t.image.prompt}
        </label>
        <textarea
          id={promptId}
          className={formStyles.textarea}
          rows={2}
          maxLength={1000}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
        />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={sizeId}>
          {t.image.size}
        </label>
        <select
          id={sizeId}
          className={styles.select}
          value={size}
          onChange={(event) => setSize(event.target.value as keyof typeof aiImageSizes)}
        >
          {sizes.map((entry) => (
            <option key={entry} value={entry}>
              {t.image.sizes[entry]}
            </option>
          ))}
        </select>
      </div>
      <GenerationControls
        generation={generation}
        label={t.image.create}
        onStart={() => void start()}
        isDisabled={prompt.trim() === ''}
      />
      {created && (
        <div className={styles.controls} role="status">
          <img src={imageUrl(created.image)} alt={created.altSuggestion} width={96} height={96} />
          <p>{t.image.created}</p>
        </div>
      )}
    </section>
  );
}
