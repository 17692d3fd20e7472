import { backofficeCmsMessages as c, emptyCmsObject, fieldsOfSection, sectionTypesOf } from '@bestell/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import formStyles from '../../forms/forms.module.css';
import { CmsFields } from '../fields';
import type { SiteFormValues } from './site-form-values';
import styles from './sites.module.css';

const typeLabel = (type: string) => c.sectionTypes[type] ?? type;

/** The error the API or the schema gives for a whole section (e.g. a type the site type does not take). */
function SectionError({ index }: { index: number }) {
  const { errors } = useFormState<SiteFormValues>();
  const error = get(errors, `content.sections.${index}`) as
    | { message?: unknown; type?: { message?: unknown } }
    | undefined;
  const message = error?.message ?? error?.type?.message;
  return typeof message === 'string' ? (
    <p className={formStyles.error} role="alert">
      {message}
    </p>
  ) : null;
}

function SectionHeading({ index, type }: { index: number; type: string }) {
  const title: unknown = useWatch<SiteFormValues>({ name: `content.sections.${index}.title` });
  const name = typeLabel(type);
  const label = c.sectionLabel(index + 1, name);
  return <>{typeof title === 'string' && title.trim() !== '' ? `${label} – ${title}` : label}</>;
}

/** The type of the next section and the button that adds it (the types the site type takes, spec §2). */
function AddSection({ types, onAdd }: { types: readonly string[]; onAdd: (type: string) => void }) {
  const [type, setType] = useState<string>(types[0] ?? '');
  useEffect(() => {
    if (!types.includes(type)) setType(types[0] ?? '');
  }, [types, type]);
  return (
    <div className={styles.addSection}>
      <Select className={formStyles.field} selectedKey={type} onSelectionChange={(key) => setType(String(key))}>
        <Label className={formStyles.label}>{c.sectionType}</Label>
        <Button className={formStyles.selectButton}>
          <SelectValue className={formStyles.selectValue} />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={formStyles.popover}>
          <ListBox className={formStyles.listbox}>
            {types.map((entry) => (
              <ListBoxItem key={entry} id={entry} textValue={typeLabel(entry)} className={formStyles.option}>
                {typeLabel(entry)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <Button className={formStyles.primaryButton} onPress={() => onAdd(type)} isDisabled={type === ''}>
        {c.addSection}
      </Button>
    </div>
  );
}

/**
 * The sections of a home or sub page (spec §2): each drawn by the CMS field renderer from its type's fields in the
 * domain (section-fields.ts); add, remove and reorder — by the arrow buttons, by dragging the handle, or with the
 * arrow keys on the focused handle (the new position is announced).
 */
export function SectionsEditor({ siteType }: { siteType: string }) {
  // The sections' own fields are typed by their schemas; the list itself only needs each entry's type.
  const { control } = useFormContext<{ content: { sections: { type: string }[] } }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'content.sections' });
  const types = sectionTypesOf(siteType);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  // After the site type changed, sections the new type does not take are dropped (the hint above says so; the save
  // bar's 'Verwerfen' brings them back).
  useEffect(() => {
    const allowed = new Set(types);
    const foreign = fields.flatMap((entry, index) => (allowed.has(entry.type) ? [] : [index]));
    if (foreign.length > 0) remove(foreign);
  }, [types, fields, remove]);

  useEffect(() => {
    if (focusId === null) return;
    handles.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || to === from) return;
    const entry = fields[from];
    move(from, to);
    if (entry) {
      setAnnouncement(c.moved(typeLabel(entry.type), to + 1, fields.length));
      setFocusId(entry.id);
    }
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? fields.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    moveTo(index, target);
  };

  return (
    <div className={styles.sections}>
      {fields.length === 0 && <p className={styles.muted}>{c.noSections}</p>}
      <ol className={styles.sectionList}>
        {fields.map((entry, index) => {
          const sectionFields = fieldsOfSection(entry.type);
          const name = typeLabel(entry.type);
          const label = c.sectionLabel(index + 1, name);
          return (
            <li
              key={entry.id}
              className={`${styles.sectionCard} ${dragFrom === index ? styles.dragging : ''}`}
              data-section-type={entry.type}
              onDragOver={(event) => {
                if (dragFrom !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFrom !== null) moveTo(dragFrom, index);
                setDragFrom(null);
              }}
            >
              <div className={styles.sectionHead}>
                <button
                  type="button"
                  className={styles.handle}
                  draggable
                  ref={(element) => {
                    if (element) handles.current.set(entry.id, element);
                    else handles.current.delete(entry.id);
                  }}
                  onKeyDown={(event) => onHandleKey(event, index)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragFrom(index);
                  }}
                  onDragEnd={() => setDragFrom(null)}
                >
                  <span aria-hidden="true">⠿</span>
                  <span className={styles.srOnly}>{c.dragHandle(label)}</span>
                </button>
                <h4 className={styles.sectionTitle}>
                  <SectionHeading index={index} type={entry.type} />
                </h4>
                <div className={styles.sectionActions}>
                  <Button
                    className={formStyles.secondaryButton}
                    isDisabled={index === 0}
                    onPress={() => moveTo(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className={styles.srOnly}>{`${c.moveUp}: ${label}`}</span>
                  </Button>
                  <Button
                    className={formStyles.secondaryButton}
                    isDisabled={index === fields.length - 1}
                    onPress={() => moveTo(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className={styles.srOnly}>{`${c.moveDown}: ${label}`}</span>
                  </Button>
                  <Button
                    className={formStyles.dangerButton}
                    aria-label={`${c.removeSection}: ${label}`}
                    onPress={() => {
                      remove(index);
                      setAnnouncement('');
                    }}
                  >
                    {c.removeSection}
                  </Button>
                </div>
              </div>
              <SectionError index={index} />
              {sectionFields && <CmsFields fields={sectionFields} name={`content.sections.${index}`} />}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className={styles.srOnly}>
        {announcement}
      </p>
      {types.length > 0 && (
        <AddSection
          types={types}
          onAdd={(type) => {
            const sectionFields = fieldsOfSection(type) ?? [];
            append({ type, ...emptyCmsObject(sectionFields) });
          }}
        />
      )}
    </div>
  );
}
