import { type CmsField, cmsFieldKeys, emptyCmsObject, backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { useId } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { type FieldValues, get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DateTimeField } from '../../catalog/categories/date-time-field';
import {
  CheckboxField,
  DateField,
  IntegerField,
  MultiSelectField,
  SelectField,
  TextAreaField,
  TextField,
  TimeField,
} from '../../forms';
import formStyles from '../../forms/forms.module.css';
import { ColorField } from './color-field';
import { childName } from './field-name';
import styles from './fields.module.css';
import { MarkdownField } from './markdown-field';
import { FileField, FilesField, ImageField, ImagesField, MoveButtons } from './media-fields';
import { ReferenceField } from './reference-field';
import { WysiwygField } from './wysiwyg-field';

export interface CmsFieldsProps {
  fields: readonly CmsField[];
  /** The form path of the object the fields write on ('' for the form's root). */
  name: string;
}

/** Every field of a list, each drawn by its §3 type, inside the surrounding react-hook-form form. */
export function CmsFields({ fields, name }: CmsFieldsProps) {
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <CmsFieldInput key={field.key} field={field} parent={name} />
      ))}
    </div>
  );
}

/** One CMS field of any §3 type, its value at `{parent}.{field.key}` (tabs: their fields' values on `parent`). */
export function CmsFieldInput({ field, parent }: { field: CmsField; parent: string }) {
  const name = childName(parent, field.key);
  const common = {
    name,
    label: field.label,
    ...(field.description ? { description: field.description } : {}),
    ...(field.isRequired ? { isRequired: true } : {}),
  };
  switch (field.type) {
    case 'text':
      return <TextField<FieldValues> {...common} />;
    case 'textarea':
      return <TextAreaField<FieldValues> {...common} className={styles.wide} />;
    case 'wysiwyg':
      return <WysiwygField<FieldValues> {...common} />;
    case 'markdown':
      return <MarkdownField<FieldValues> {...common} />;
    case 'number':
      return <IntegerField<FieldValues> {...common} />;
    case 'date':
      return <DateField<FieldValues> {...common} />;
    case 'dateTime':
      return <DateTimeField<FieldValues> {...common} />;
    case 'time':
      return <TimeField<FieldValues> {...common} />;
    case 'boolean':
      return <CheckboxField<FieldValues> {...common} />;
    case 'color':
      return <ColorField<FieldValues> {...common} />;
    case 'image':
      return <ImageField<FieldValues> {...common} />;
    case 'images':
      return <ImagesField<FieldValues> {...common} max={field.max} />;
    case 'file':
      return <FileField<FieldValues> {...common} accept={field.accept} />;
    case 'files':
      return <FilesField<FieldValues> {...common} accept={field.accept} max={field.max} />;
    case 'select':
      return (
        <SelectField<FieldValues>
          {...common}
          allowEmpty={!field.isRequired}
          options={field.options.map((option) => ({ id: option.value, label: option.label }))}
        />
      );
    case 'multiselect':
      return (
        <MultiSelectField<FieldValues>
          {...common}
          options={field.options.map((option) => ({ id: option.value, label: option.label }))}
        />
      );
    case 'reference':
      return <ReferenceField<FieldValues> {...common} target={field.target} multiple={field.multiple} />;
    case 'group':
      return <GroupField label={field.label} fields={field.fields} name={name} />;
    case 'tabs':
      return <TabsField field={field} parent={parent} />;
    case 'collection':
      return <CollectionField field={field} name={name} />;
  }
}

/** A group: its fields on one nested object, under a legend. */
function GroupField({ label, fields, name }: { label: string; fields: readonly CmsField[]; name: string }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <CmsFields fields={fields} name={name} />
    </fieldset>
  );
}

/** Whether any field of the list has an error under `parent` (so a tab with a hidden error is marked). */
function useHasErrors(fields: readonly CmsField[], parent: string): boolean {
  const { errors } = useFormState();
  return cmsFieldKeys(fields).some((key) => get(errors, childName(parent, key)) !== undefined);
}

function TabLabel({ label, fields, parent }: { label: string; fields: readonly CmsField[]; parent: string }) {
  const hasErrors = useHasErrors(fields, parent);
  return (
    <>
      {label}
      {hasErrors && (
        <span className={styles.tabError}>
          <span aria-hidden="true"> !</span>
          <span className={styles.srOnly}> ({m.tabHasErrors})</span>
        </span>
      )}
    </>
  );
}

/** Tabs: pages of fields of the same object; every page stays mounted so its values and errors stay in the form. */
function TabsField({ field, parent }: { field: Extract<CmsField, { type: 'tabs' }>; parent: string }) {
  return (
    <Tabs className={`${styles.tabs} ${styles.wide}`}>
      <TabList aria-label={field.label} className={styles.tabList}>
        {field.tabs.map((tab) => (
          <Tab key={tab.key} id={tab.key} className={styles.tab}>
            <TabLabel label={tab.label} fields={tab.fields} parent={parent} />
          </Tab>
        ))}
      </TabList>
      {field.tabs.map((tab) => (
        <TabPanel key={tab.key} id={tab.key} className={styles.tabPanel} shouldForceMount>
          <CmsFields fields={tab.fields} name={parent} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The short name of a collection entry: '{itemLabel} {n}' and its title when it has one. */
function EntryHeading({ name, label, position }: { name: string; label: string; position: number }) {
  const title: unknown = useWatch({ name: childName(name, 'title') });
  const base = m.entry(label, position);
  return <>{typeof title === 'string' && title.trim() !== '' ? `${base}: ${title}` : base}</>;
}

/** A collection: a list of objects with the same fields; add, remove and move entries (buttons, keyboard reachable). */
function CollectionField({ field, name }: { field: Extract<CmsField, { type: 'collection' }>; name: string }) {
  const { control } = useFormContext();
  const { fields: entries, append, remove, move } = useFieldArray({ control, name });
  const legendId = useId();
  const { errors } = useFormState();
  const listError: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const full = field.max !== undefined && entries.length >= field.max;
  return (
    <fieldset className={`${styles.collection} ${styles.wide}`} aria-labelledby={legendId}>
      <span id={legendId} className={styles.legend}>
        {field.label}
      </span>
      {entries.length === 0 && <p className={styles.muted}>{m.noEntries}</p>}
      <ol className={styles.entries}>
        {entries.map((entry, index) => {
          const entryName = childName(name, index);
          const label = m.entry(field.itemLabel, index + 1);
          return (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <h4 className={styles.entryTitle}>
                  <EntryHeading name={entryName} label={field.itemLabel} position={index + 1} />
                </h4>
                <div className={styles.entryActions}>
                  <MoveButtons count={entries.length} index={index} name={label} onMove={(to) => move(index, to)} />
                  <Button
                    className={formStyles.secondaryButton}
                    aria-label={m.removeNamed(label)}
                    onPress={() => remove(index)}
                  >
                    {m.remove}
                  </Button>
                </div>
              </div>
              <CmsFields fields={field.fields} name={entryName} />
            </li>
          );
        })}
      </ol>
      {typeof listError === 'string' && <p className={formStyles.error}>{listError}</p>}
      <Button
        className={formStyles.secondaryButton}
        isDisabled={full}
        onPress={() => append(emptyCmsObject(field.fields))}
      >
        {m.addEntry}
      </Button>
    </fieldset>
  );
}
