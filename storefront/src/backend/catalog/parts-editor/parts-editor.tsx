import { backofficeCatalogStructureMessages as m, type PartType } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';
import { ErrorBadge } from './error-badge';
import { moveItem, removeItem, replaceItem } from './list-moves';
import { PartDetail } from './part-detail';
import { type EditablePart, followMove, followRemove, hasOptions, newPart, partErrorPaths } from './part-values';
import styles from './parts-editor.module.css';
import { SortableList } from './sortable-list';

export interface PartsEditorProps {
  /** The product's `config.parts` (the domain's product schema). */
  value: readonly EditablePart[];
  onChange: (parts: EditablePart[]) => void;
  /**
   * The German error of a field, by its path inside the parts array ('0.name', '1.options.2.value'); e.g.
   * `(path) => get(formState.errors, \`config.parts.${path}\`)?.message`.
   */
  errorOf?: (path: string) => string | undefined;
}

const noErrors = () => undefined;

/**
 * The configurable-parts editor (spec §3 Configurable part): the steps in order (drag, keyboard drag, or the
 * 'nach oben' / 'nach unten' buttons), and the chosen step's name, description, type, optional flag and options
 * (name, add / subtract / overwrite, value in euros), the options reorderable the same way.
 */
export function PartsEditor({ value, onChange, errorOf = noErrors }: PartsEditorProps) {
  const parts = value;
  const [chosen, setSelected] = useState<number | null>(null);
  // The first step is open until another is chosen (also when the parts arrive after the first render).
  const selected = chosen !== null && chosen < parts.length ? chosen : parts.length > 0 ? 0 : null;
  const [focusPart, setFocusPart] = useState(false);
  const current = selected !== null ? parts[selected] : undefined;
  const hasError = (part: EditablePart, index: number) =>
    partErrorPaths(part, index).some((path) => errorOf(path) !== undefined);

  return (
    <section className={styles.editor} aria-labelledby="parts-editor-heading" data-testid="parts-editor">
      <h3 id="parts-editor-heading" className={styles.heading}>
        {m.parts}
      </h3>
      <p className={styles.muted}>{m.partsHint}</p>
      <div className={styles.master}>
        <div className={styles.masterList}>
          <SortableList
            aria-label={m.stepsList}
            items={parts}
            getLabel={(part) => part.name || m.unnamed}
            renderItem={(part, index) => (
              <span className={styles.itemText}>
                <strong>
                  {index + 1}. {part.name || m.unnamed}
                </strong>
                <span className={styles.muted}>
                  {m.partTypes[part.type as PartType] ?? part.type}
                  {hasOptions(part.type as PartType) ? ` · ${(part.options ?? []).length} ${m.options}` : ''}
                  {part.isOptional ? ` · ${m.optionalBadge}` : ''}
                </span>
                {hasError(part, index) && <ErrorBadge />}
              </span>
            )}
            onMove={(from, to) => {
              onChange(moveItem(parts, from, to));
              setSelected(followMove(selected, from, to));
            }}
            onRemove={(index) => {
              onChange(removeItem(parts, index));
              setSelected(followRemove(selected, index, parts.length - 1));
            }}
            selectedIndex={current ? selected : null}
            onSelect={(index) => {
              setSelected(index);
              setFocusPart(false);
            }}
            emptyText={m.noParts}
            testId="parts-list"
          />
          <Button
            className={formStyles.secondaryButton}
            onPress={() => {
              onChange([...parts, newPart()]);
              setSelected(parts.length);
              setFocusPart(true);
            }}
          >
            + {m.addPart}
          </Button>
          <p className={styles.hint}>{m.reorderHint}</p>
        </div>
        {current && selected !== null && (
          <PartDetail
            key={selected}
            part={current}
            onChange={(part) => onChange(replaceItem(parts, selected, part))}
            errorOf={(path) => errorOf(`${selected}.${path}`)}
            autoFocus={focusPart}
          />
        )}
      </div>
    </section>
  );
}
