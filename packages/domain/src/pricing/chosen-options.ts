import type { ChosenPartValue, PartOption, ProductPart } from '../entities/index.js';

export interface UnknownOption {
  /** Index of the step in config.parts. */
  step: number;
  name: string;
}

export interface ChosenOptions {
  /** The chosen options with a price modifier, in step order. */
  options: PartOption[];
  /** Chosen names that no option of their step has (the server must refuse such an item). */
  unknown: UnknownOption[];
}

/**
 * Resolves the chosen value of every select and multiselect step (§3 Cart item: one chosen value per step) to its
 * options. Other step types (text, textarea, image(s), file(s)) carry free input and no price. A single name for a
 * multiselect or a list for a select are accepted alike; null or '' means nothing chosen.
 */
export function resolveChosenOptions(parts: readonly ProductPart[], chosen: readonly ChosenPartValue[]): ChosenOptions {
  const options: PartOption[] = [];
  const unknown: UnknownOption[] = [];
  parts.forEach((part, step) => {
    if (part.type !== 'select' && part.type !== 'multiselect') return;
    const value = chosen[step] ?? null;
    const names = value === null ? [] : Array.isArray(value) ? value : [value];
    for (const name of names) {
      if (name === '') continue;
      const option = part.options.find((candidate) => candidate.name === name);
      if (option) options.push(option);
      else unknown.push({ step, name });
    }
  });
  return { options, unknown };
}
