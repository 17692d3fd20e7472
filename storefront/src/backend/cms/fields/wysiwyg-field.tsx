import { backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { Button, Toolbar } from 'react-aria-components';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from './fields.module.css';
import { LinkDialog } from './link-dialog';
import { canonicalEditorHtml, wysiwygExtensions } from './wysiwyg-html';

interface ToolbarAction {
  label: string;
  mark: string;
  /** Toggles (marks, blocks) show whether they are on; plain actions (rule, undo) have none. */
  isActive?: (editor: Editor) => boolean;
  /** `openLink` opens the link dialog (the link action's address is asked there). */
  run: (editor: Editor, ui: { openLink: () => void }) => void;
}

const actions: ToolbarAction[] = [
  {
    label: m.wysiwyg.bold,
    mark: 'B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: m.wysiwyg.italic,
    mark: 'I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: m.wysiwyg.underline,
    mark: 'U',
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: m.wysiwyg.strike,
    mark: 'S',
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    label: m.wysiwyg.heading2,
    mark: 'H2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: m.wysiwyg.heading3,
    mark: 'H3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: m.wysiwyg.bulletList,
    mark: '•',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: m.wysiwyg.orderedList,
    mark: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: m.wysiwyg.blockquote,
    mark: '❝',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: m.wysiwyg.horizontalRule,
    mark: '—',
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  {
    label: m.wysiwyg.link,
    mark: '🔗',
    isActive: (e) => e.isActive('link'),
    run: (_e, ui) => ui.openLink(),
  },
  { label: m.wysiwyg.undo, mark: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: m.wysiwyg.redo, mark: '↷', run: (e) => e.chain().focus().redo().run() },
];

/** Sets the link of the selection (or of the link the cursor is in); an empty address removes it. */
function applyLink(editor: Editor, href: string) {
  if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [linking, setLinking] = useState<string | null>(null);
  const openLink = () => {
    const current = editor.getAttributes('link').href;
    setLinking(typeof current === 'string' ? current : '');
  };
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => actions.map((action) => action.isActive?.(current) ?? null),
  });
  return (
    <>
      <Toolbar aria-label={`${m.wysiwyg.toolbar}: ${label}`} className={styles.toolbar}>
        {actions.map((action, index) => (
          <Button
            key={action.label}
            aria-pressed={active[index] ?? undefined}
            className={styles.toolbarButton}
            onPress={() => action.run(editor, { openLink })}
            excludeFromTabOrder={index > 0}
          >
            <span aria-hidden="true">{action.mark}</span>
            <span className={styles.srOnly}>{action.label}</span>
          </Button>
        ))}
      </Toolbar>
      {linking !== null && (
        <LinkDialog
          isOpen
          initial={linking}
          onApply={(href) => {
            setLinking(null);
            applyLink(editor, href);
          }}
          onCancel={() => {
            setLinking(null);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

/**
 * Rich text with Tiptap (ProseMirror). The document model holds only what the API's allow-list keeps and the HTML
 * is written in the allow-list's notation, so the sanitiser stores it unchanged (wysiwyg-html.test.ts).
 */
export function WysiwygField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const labelId = useId();
  const errorId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  const editor = useEditor({
    extensions: wysiwygExtensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: styles.editable ?? '',
        'data-field': String(props.name),
      },
    },
    onUpdate: ({ editor: current }) => field.onChange(canonicalEditorHtml(current.getHTML(), current.isEmpty)),
    onBlur: () => field.onBlur(),
  });
  // A value set from outside (reset after save or discard) replaces the document unless it already shows it.
  useEffect(() => {
    if (!editor) return;
    if (canonicalEditorHtml(editor.getHTML(), editor.isEmpty) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (error) {
      dom.setAttribute('aria-invalid', 'true');
      dom.setAttribute('aria-describedby', errorId);
    } else {
      dom.removeAttribute('aria-invalid');
      dom.removeAttribute('aria-describedby');
    }
  }, [editor, error, errorId]);
  return (
    <div className={`${formStyles.field} ${styles.wide}`}>
      <span id={labelId} className={formStyles.label}>
        {props.label}
      </span>
      {editor && <EditorToolbar editor={editor} label={props.label} />}
      <EditorContent editor={editor} className={styles.editor} />
      {props.description && <p className={formStyles.description}>{props.description}</p>}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
