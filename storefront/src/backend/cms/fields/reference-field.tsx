import { useStaffApi } from '@bestell/api-client';
import { type CmsReferenceTarget, errorsMessages, backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, type ChoiceOption, ComboBoxField, MultiSelectField } from '../../forms';
import formStyles from '../../forms/forms.module.css';

/** The API list of each reference target (spec §3: reference (block, site, category, product, scene, node)). */
const targets: Record<CmsReferenceTarget, { path: string; label: (row: Record<string, unknown>) => string }> = {
  block: { path: '/blocks', label: (row) => text(row.name) || text(row.identifier) },
  site: { path: '/sites', label: (row) => `${text(row.name)} (/${text(row.path)})` },
  category: { path: '/categories', label: (row) => text(row.name) },
  product: { path: '/products', label: (row) => text(row.name) },
  // A scene is found by its path (names may repeat): 'Theke mit Preisband (theke)'.
  scene: {
    path: '/scenes',
    label: (row) => (text(row.name) ? `${text(row.name)} (${text(row.path)})` : text(row.path)),
  },
  node: { path: '/nodes', label: (row) => text(row.name) || text(row.identifier) },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The options of a reference target: id and a readable name, loaded once per target. */
export function useReferenceOptions(target: CmsReferenceTarget) {
  const api = useStaffApi();
  const { path, label } = targets[target];
  return useQuery({
    queryKey: ['staff', path, 'list', 'reference-options'],
    queryFn: async ({ signal }) => {
      const page = await api.list<Record<string, unknown>>(`${path}?limit=1000`, signal);
      return page.rows.flatMap((row): ChoiceOption[] =>
        typeof row.id === 'number' ? [{ id: row.id, label: label(row) || `#${row.id}` }] : [],
      );
    },
    staleTime: 60_000,
  });
}

export interface ReferenceFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  target: CmsReferenceTarget;
  multiple?: boolean | undefined;
}

/** A reference to another record by id: one (a searchable combo box) or several (a multi-select), value ids. */
export function ReferenceField<T extends FieldValues>({ target, multiple, ...props }: ReferenceFieldProps<T>) {
  const options = useReferenceOptions(target);
  if (options.isError) {
    return (
      <p className={formStyles.error} role="alert">
        {props.label}: {errorsMessages.dataLoadFailed}
      </p>
    );
  }
  const list = options.data ?? [];
  return multiple ? (
    <MultiSelectField<T> {...props} options={list} />
  ) : (
    <ComboBoxField<T> {...props} options={list} placeholder={m.referenceSearch} />
  );
}
