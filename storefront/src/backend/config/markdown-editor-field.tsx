import { configScreenMessages as c } from '@bestell/domain';
import { Markdown } from '@bestell/ui';
import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import { cloneElement, isValidElement, type ReactElement, useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './config.module.css';

/**
 * A toolbar button in German; its icon is decoration (the library marks its SVGs role="img" without a name), the
 * button is named by its label.
 */
function german(command: ICommand, label: string, icon?: ReactElement): ICommand {
  const own = icon ?? command.icon;
  const hidden = isValidElement(own)
    ? cloneElement(own as ReactElement<Record<string, unknown>>, { role: undefined, 'aria-hidden': 'true' })
    : undefined;
  return { ...command, ...(hidden ? { icon: hidden } : {}), buttonProps: { 'aria-label': label, title: label } };
}

const toolbar: ICommand[] = [
  german(commands.bold, c.markdown.bold),
  german(commands.italic, c.markdown.italic),
  german(commands.title2, c.markdown.heading2, <span aria-hidden="true">H2</span>),
  german(commands.title3, c.markdown.heading3, <span aria-hidden="true">H3</span>),
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
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <section className={styles.markdownPreview} aria-label={`${c.markdown.preview}: ${props.label}`} tabIndex={0}>
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
