import { configScreenMessages as c } from '@bestell/domain';
import { Markdown } from '@bestell/ui';
import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import { useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './config.module.css';

/** The toolbar in German: only what the shop's Markdown (no HTML, no images) shows. */
function german(command: ICommand, label: string): ICommand {
  return { ...command, buttonProps: { 'aria-label': label, title: label } };
}

const toolbar: ICommand[] = [
  german(commands.bold, c.markdown.bold),
  german(commands.italic, c.markdown.italic),
  german(commands.title2, c.markdown.heading2),
  german(commands.title3, c.markdown.heading3),
  commands.divider,
  german(commands.link, c.markdown.link),
  german(commands.unorderedListCommand, c.markdown.bulletList),
  german(commands.orderedListCommand, c.markdown.numberedList),
  german(commands.quote, c.markdown.quote),
  german(commands.hr, c.markdown.rule),
];

/**
 * A Markdown text (the legal texts) in @uiw/react-md-editor — a real textarea with a formatting toolbar — beside its
 * preview rendered by the shop's own renderer (packages/ui: markdown-it without HTML, through the allow-list), so
 * the preview is what visitors read.
 */
export function MarkdownEditorField<T extends FieldValues>(props: BoundFieldProps<T> & { height?: number }) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const id = useId();
  const error = fieldState.error?.message;
  const text = typeof field.value === 'string' ? field.value : '';
  const describedBy = [props.description ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={styles.markdownField} data-color-mode="light">
      <label htmlFor={`${id}-input`} className={formStyles.label}>
        {props.label}
        {props.isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {props.description && (
        <p id={`${id}-hint`} className={formStyles.description}>
          {props.description}
        </p>
      )}
      <div className={styles.markdownColumns}>
        <div className={styles.markdownEditor}>
          <MDEditor
            value={text}
            onChange={(value) => field.onChange(value ?? '')}
            preview="edit"
            commands={toolbar}
            extraCommands={[]}
            height={props.height ?? 320}
            visibleDragbar={false}
            textareaProps={{
              id: `${id}-input`,
              name: field.name,
              onBlur: field.onBlur,
              required: props.isRequired ?? false,
              'aria-invalid': error !== undefined,
              ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
            }}
          />
        </div>
        <section className={styles.markdownPreview} aria-label={`${c.markdown.preview}: ${props.label}`}>
          <h3 className={styles.previewHeading}>{c.markdown.preview}</h3>
          {text.trim() === '' ? <p className={styles.muted}>{c.markdown.emptyPreview}</p> : <Markdown text={text} />}
        </section>
      </div>
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
