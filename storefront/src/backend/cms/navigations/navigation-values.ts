import { type NavigationItem, type NavigationItemInput, navigationInputSchema } from '@bestell/domain';
import { z } from 'zod';

/** A navigation as the staff API answers it (disabled items included). */
export interface StaffNavigation {
  id: number;
  version: number;
  identifier: string;
  name: string;
  items: NavigationItem[];
  updatedAt: string;
}

/** An item in the editor: the stored fields plus a key that follows it through moves (never sent). */
export interface NavigationFormItem {
  key: string;
  type: NavigationItemInput['type'];
  target: string | null;
  label: string;
  suffix: string | null;
  isEnabled: boolean;
  children: NavigationFormItem[];
}

export interface NavigationFormValues {
  identifier: string;
  name: string;
  items: NavigationFormItem[];
}

export const navigationsPath = '/navigations';
export const navigationsListKey = ['staff', navigationsPath, 'list'] as const;

let nextKey = 0;
export function newItemKey(): string {
  nextKey += 1;
  return `n${nextKey}`;
}

export function toFormItems(items: readonly NavigationItem[]): NavigationFormItem[] {
  return items.map((item) => ({
    key: newItemKey(),
    type: item.type,
    target: item.target ?? null,
    label: item.label,
    suffix: item.suffix ?? null,
    isEnabled: item.isEnabled,
    children: toFormItems(item.children ?? []),
  }));
}

function withoutKeys(items: readonly NavigationFormItem[]): NavigationItemInput[] {
  return items.map(({ key: _key, children, ...item }) => ({ ...item, children: withoutKeys(children) }));
}

/**
 * The editor's schema: the keys are dropped and the rest is the API's own schema (navigationInputSchema), so an
 * item's field errors land on the same paths ('items.1.children.0.target') in the form as in the API's answer.
 */
export const navigationFormSchema = z
  .custom<NavigationFormValues>()
  .transform((values): z.input<typeof navigationInputSchema> => ({ ...values, items: withoutKeys(values.items ?? []) }))
  .pipe(navigationInputSchema);

export function toNavigationValues(navigation: StaffNavigation | null): NavigationFormValues {
  return {
    identifier: navigation?.identifier ?? '',
    name: navigation?.name ?? '',
    items: toFormItems(navigation?.items ?? []),
  };
}
