import { backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { Markdown } from '@bestell/ui';
import { type FieldValues, useWatch } from 'react-hook-form';
import { type BoundFieldProps, TextAreaField } from '../../forms';
import styles from './fields.module.css';

/**
 * Markdown as a plain textarea beside its rendered preview: the same renderer as the shop (markdown-it without HTML,
 * through the allow-list, packages/ui), so the preview is what visitors will read.
 */
export function MarkdownField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const value: unknown = useWatch({ name: props.name });
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={`${styles.markdown} ${styles.wide}`}>
      <TextAreaField<T> {...props} rows={10} />
      <section className={styles.markdownPreview} aria-label={`${m.markdown.preview}: ${props.label}`}>
        <h4 className={styles.previewHeading}>{m.markdown.preview}</h4>
        {text.trim() === '' ? <p className={styles.muted}>{m.markdown.emptyPreview}</p> : <Markdown text={text} />}
      </section>
    </div>
  );
}
