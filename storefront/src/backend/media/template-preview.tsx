import { useCurrentUser } from '@bestell/api-client';
import { backofficeMediaMessages as m, templateDrawingSchema } from '@bestell/domain';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import formStyles from '../forms/forms.module.css';
import styles from './media.module.css';
import type { TemplateFormValues } from './template-values';

const PREVIEW_DELAY_MS = 500;

/**
 * The template as the server renders it (POST /api/image-templates/preview with the form's current, unsaved values):
 * the same sharp rendering as the stored image, fonts and images included. Rendered again shortly after each change.
 */
export function TemplatePreview({ name }: { name: string }) {
  const { control } = useFormContext<TemplateFormValues>();
  const values = useWatch({ control });
  const { data: user } = useCurrentUser({ enabled: true });
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const body = JSON.stringify({
    width: values.width,
    height: values.height,
    background: values.background,
    layers: values.layers,
  });

  useEffect(() => {
    const parsed = templateDrawingSchema.safeParse(JSON.parse(body));
    if (!parsed.success) {
      setFailed(true);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/api/image-templates/preview', {
          method: 'POST',
          credentials: 'same-origin',
          signal: controller.signal,
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': user?.csrfToken ?? '' },
          body,
        });
        if (!response.ok) throw new Error(String(response.status));
        const next = URL.createObjectURL(await response.blob());
        setUrl((previous) => {
          if (previous) URL.revokeObjectURL(previous);
          return next;
        });
        setFailed(false);
      } catch (error) {
        if (!controller.signal.aborted) setFailed(true);
        void error;
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, user?.csrfToken]);

  return (
    <div>
      {failed && (
        <p role="alert" className={formStyles.error}>
          {m.templates.previewFailed}
        </p>
      )}
      {url && (
        <img className={styles.preview} src={url} alt={m.templates.previewAlt(name)} data-testid="template-preview" />
      )}
    </div>
  );
}
