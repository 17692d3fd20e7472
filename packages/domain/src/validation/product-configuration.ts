/** Spec §2 Product configuration overlay and §5 Configuration save. */
import type { PartType, ProductPart } from '../entities/catalog.js';
import type { ChosenPartValue } from '../entities/order.js';
import { validationMessages as m } from '../messages/validation.js';
import { allowsMultipleFiles } from './uploads.js';

export interface StepValidity {
  index: number;
  isValid: boolean;
  /** Why the step is not valid; null when it is. */
  message: string | null;
}

export interface ConfigurationValidity {
  /** Save allowed: amount > 0 and every step valid (and no values beyond the steps). */
  isValid: boolean;
  amountMessage: string | null;
  steps: StepValidity[];
}

const uploadTypes: readonly PartType[] = ['image', 'images', 'file', 'files'];

const isBlank = (value: ChosenPartValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The message for one step's value, or null when it is valid. */
export function checkStep(part: ProductPart, value: ChosenPartValue | undefined): string | null {
  if (isBlank(value)) return part.isOptional ? null : m.blank;
  const optionNames = part.options.map((option) => option.name);
  switch (part.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? null : m.invalidValue;
    case 'select':
      if (typeof value !== 'string') return m.invalidValue;
      return optionNames.includes(value) ? null : m.invalidChoice;
    case 'multiselect':
      if (!Array.isArray(value)) return m.invalidValue;
      if (new Set(value).size !== value.length) return m.invalidValue;
      return value.every((name) => optionNames.includes(name)) ? null : m.invalidChoice;
    default: {
      // uploads: one id as a string, or a list of ids
      if (!uploadTypes.includes(part.type)) return m.invalidValue;
      const entries = typeof value === 'string' ? [value] : (value ?? []);
      if (entries.some((entry) => entry.trim() === '')) return m.invalidValue;
      return entries.length > 1 && !allowsMultipleFiles(part.type) ? m.singleFileOnly : null;
    }
  }
}

/** Amount > 0; accepts a number or a decimal string with '.' or ','. */
export function isPositiveAmount(amount: string | number): boolean {
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0;
  const normalised = amount.trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(normalised) && /[1-9]/.test(normalised);
}

/** Per-step validity of a product configuration: `values[i]` is the chosen value of `parts[i]`. */
export function validateConfiguration(input: {
  parts: readonly ProductPart[];
  values: readonly ChosenPartValue[];
  amount: string | number;
}): ConfigurationValidity {
  const steps = input.parts.map((part, index) => {
    const message = checkStep(part, input.values[index]);
    return { index, isValid: message === null, message };
  });
  const amountMessage = isPositiveAmount(input.amount) ? null : m.greaterThan({ limit: 0 });
  const isValid =
    amountMessage === null && input.values.length <= input.parts.length && steps.every((step) => step.isValid);
  return { isValid, amountMessage, steps };
}
