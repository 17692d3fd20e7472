/**
 * The CMS field types of spec §3 (text, textarea, wysiwyg, markdown, number, date / dateTime / time, image, images,
 * file, files, boolean, select, multiselect, group, tabs, collection, reference, color) as data: an editor form is a
 * list of fields, and one generic renderer in the back-office draws every type. The section editors of the sites
 * (section-fields.ts) and the other CMS editors describe their forms with these.
 */

export const cmsFieldTypes = [
  'text',
  'textarea',
  'wysiwyg',
  'markdown',
  'number',
  'date',
  'dateTime',
  'time',
  'image',
  'images',
  'file',
  'files',
  'boolean',
  'select',
  'multiselect',
  'group',
  'tabs',
  'collection',
  'reference',
  'color',
] as const;
export type CmsFieldType = (typeof cmsFieldTypes)[number];

/** What a reference field points to (spec §3: reference (block, site, category, product, scene, node)). */
export const cmsReferenceTargets = ['block', 'site', 'category', 'product', 'scene', 'node'] as const;
export type CmsReferenceTarget = (typeof cmsReferenceTargets)[number];

interface FieldBase {
  /** The key of the value in its object ('title', 'items', …). */
  key: string;
  label: string;
  description?: string;
  isRequired?: boolean;
}

export interface CmsScalarField extends FieldBase {
  type: 'text' | 'textarea' | 'wysiwyg' | 'markdown' | 'color' | 'date' | 'dateTime' | 'time' | 'boolean';
  /** Text fields: the longest value the schema takes. */
  maxLength?: number;
}

export interface CmsNumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  /** Whole numbers only (the default). */
  integer?: boolean;
}

export interface CmsMediaField extends FieldBase {
  type: 'image' | 'images' | 'file' | 'files';
  /** MIME types a file field takes, e.g. ['video/mp4', 'video/webm']; every file type when absent. */
  accept?: readonly string[];
  /** The most entries of images / files. */
  max?: number;
}

export interface CmsChoiceField extends FieldBase {
  type: 'select' | 'multiselect';
  options: readonly { value: string; label: string }[];
}

export interface CmsGroupField extends FieldBase {
  type: 'group';
  fields: readonly CmsField[];
}

/** Tabs arrange fields of the same object on pages; the values stay on the object (tabs have no value of their own). */
export interface CmsTabsField extends FieldBase {
  type: 'tabs';
  tabs: readonly { key: string; label: string; fields: readonly CmsField[] }[];
}

export interface CmsCollectionField extends FieldBase {
  type: 'collection';
  fields: readonly CmsField[];
  /** The heading of one entry: its number and, when present, the value of this key. */
  itemLabel: string;
  max?: number;
}

export interface CmsReferenceField extends FieldBase {
  type: 'reference';
  target: CmsReferenceTarget;
  /** Several ids (a list) instead of one id. */
  multiple?: boolean;
  max?: number;
}

export type CmsField =
  | CmsScalarField
  | CmsNumberField
  | CmsMediaField
  | CmsChoiceField
  | CmsGroupField
  | CmsTabsField
  | CmsCollectionField
  | CmsReferenceField;

/** The keys a list of fields writes on its object: tabs contribute their fields' keys, every other field its own. */
export function cmsFieldKeys(fields: readonly CmsField[]): string[] {
  return fields.flatMap((field) =>
    field.type === 'tabs' ? field.tabs.flatMap((tab) => cmsFieldKeys(tab.fields)) : [field.key],
  );
}

/** The empty value of a field for a new object (null for single values, [] for lists, an object for groups). */
export function emptyCmsValue(field: CmsField): unknown {
  switch (field.type) {
    case 'boolean':
      return false;
    case 'images':
    case 'files':
    case 'multiselect':
    case 'collection':
      return [];
    case 'reference':
      return field.multiple ? [] : null;
    case 'group':
      return emptyCmsObject(field.fields);
    default:
      return null;
  }
}

/** An object with the empty value of every field (tabs flattened). */
export function emptyCmsObject(fields: readonly CmsField[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'tabs') Object.assign(result, emptyCmsObject(field.tabs.flatMap((tab) => tab.fields)));
    else result[field.key] = emptyCmsValue(field);
  }
  return result;
}

/**
 * A value as the API takes it: empty strings, nulls and objects left empty by the editor are dropped (lists stay),
 * so an untouched optional field sends nothing (and fails no check of a field that is only checked when present).
 */
export function pruneCmsValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    // An entry of a list keeps its place (an emptied object stays as {}), so the API's error paths (items.2.…)
    // still point to the entry the editor shows; empty texts in a list of texts are dropped.
    return value.flatMap((entry) => {
      const pruned = pruneCmsValue(entry);
      if (pruned !== undefined) return [pruned];
      return typeof entry === 'object' && entry !== null ? [{}] : [];
    });
  }
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const pruned = pruneCmsValue(entry);
    if (pruned === undefined) continue;
    result[key] = pruned;
  }
  return Object.keys(result).length === 0 ? undefined : result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored object with every field of the list present (missing ones at their empty value, groups and collection
 * entries filled the same way; other keys kept), so an editor form starts with exactly the values its fields hold.
 */
export function fillCmsObject(fields: readonly CmsField[], value: unknown): Record<string, unknown> {
  const source = isPlainObject(value) ? value : {};
  const result: Record<string, unknown> = { ...source };
  for (const field of fields) {
    if (field.type === 'tabs') {
      Object.assign(
        result,
        fillCmsObject(
          field.tabs.flatMap((tab) => tab.fields),
          result,
        ),
      );
      continue;
    }
    const current = source[field.key];
    if (field.type === 'group') {
      result[field.key] = fillCmsObject(field.fields, current);
    } else if (field.type === 'collection') {
      result[field.key] = Array.isArray(current) ? current.map((entry) => fillCmsObject(field.fields, entry)) : [];
    } else if (current === undefined) {
      result[field.key] = emptyCmsValue(field);
    }
  }
  return result;
}
