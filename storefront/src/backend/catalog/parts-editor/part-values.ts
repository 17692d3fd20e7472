import {
  type PartModifier,
  type PartOption,
  type PartType,
  type ProductPart,
  type productPartSchema,
  tryParseDecimal,
} from '@bestell/domain';
import type { z } from 'zod';

/** One step as the product form holds it (the input of the domain's part schema; missing fields take defaults). */
export type EditablePart = z.input<typeof productPartSchema>;
export type EditableOption = NonNullable<EditablePart['options']>[number];

/** The step with every field present (what the editor shows and emits). */
export function completePart(part: EditablePart): ProductPart {
  return {
    name: part.name,
    description: part.description ?? null,
    type: part.type as PartType,
    isOptional: part.isOptional ?? false,
    options: (part.options ?? []).map(completeOption),
  };
}

export function completeOption(option: EditableOption): PartOption {
  return { name: option.name, modifier: option.modifier as PartModifier, value: option.value ?? '0' };
}

export function newPart(): ProductPart {
  return { name: '', description: null, type: 'select', isOptional: false, options: [] };
}

export function newOption(): PartOption {
  return { name: '', modifier: 'add', value: '0.00' };
}

/** Only select and multiselect steps have options with prices (the others take free input). */
export function hasOptions(type: PartType): boolean {
  return type === 'select' || type === 'multiselect';
}

/** The selected index after the entry at `from` moved to `to`. */
export function followMove(selected: number | null, from: number, to: number): number | null {
  if (selected === null) return null;
  if (selected === from) return to;
  if (from < selected && to >= selected) return selected - 1;
  if (from > selected && to <= selected) return selected + 1;
  return selected;
}

/** The selected index after the entry at `removed` left the list of (now) `length` entries. */
export function followRemove(selected: number | null, removed: number, length: number): number | null {
  if (length === 0 || selected === null) return length === 0 ? null : selected;
  if (selected > removed) return selected - 1;
  if (selected === removed) return Math.min(removed, length - 1);
  return selected;
}

/** Paths (relative to the parts array) where the schema can report an error for step `index`. */
export function partErrorPaths(part: EditablePart, index: number): string[] {
  const base = ['name', 'description', 'type', 'isOptional', 'options'].map((field) => `${index}.${field}`);
  const options = (part.options ?? []).flatMap((_, o) =>
    ['', '.name', '.modifier', '.value'].map((field) => `${index}.options.${o}${field}`),
  );
  return [...base, ...options];
}

/** Whether the option value is a valid amount (the schema's decimal string). */
export function isValidAmount(value: string | undefined): boolean {
  return value !== undefined && /^\d{1,8}(\.\d{1,4})?$/.test(value) && tryParseDecimal(value) !== null;
}
