import { useStaffApi } from '@bestell/api-client';
import { backofficeContentMessages as c, navigationItemTypes } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { ComboBoxField, SelectField, SwitchField, TextField } from '../../forms';
import styles from './navigation-tree-editor.module.css';

const n = c.navigations;
const typeOptions = navigationItemTypes.map((type) => ({ id: type, label: n.itemTypes[type] }));

interface SiteRow {
  path: string;
  name: string;
}
interface BranchRow {
  identifier: string;
  name: string;
}

/** The sites and branches an item may lead to (the staff lists; a save elsewhere refreshes them). */
function useTargets() {
  const api = useStaffApi();
  const sites = useQuery({
    queryKey: ['staff', '/sites', 'list', 'navigation-targets'],
    queryFn: ({ signal }) => api.list<SiteRow>('/sites?limit=1000&sort=path', signal),
  });
  const branches = useQuery({
    queryKey: ['staff', '/branches', 'list', 'navigation-targets'],
    queryFn: ({ signal }) => api.list<BranchRow>('/branches?limit=1000&sort=name', signal),
  });
  return {
    sites: (sites.data?.rows ?? [])
      .filter((site) => site.path !== '')
      .map((site) => ({ id: site.path, label: `${site.name} (/${site.path})` })),
    branches: (branches.data?.rows ?? []).map((branch) => ({ id: branch.identifier, label: branch.name })),
  };
}

/**
 * The fields of the chosen item (`path` is its place in the form, e.g. 'items.1.children.0'): label, where it leads
 * (home, a site, a branch, or a path / external URL), suffix and whether the shop shows it. Choosing another kind of
 * target empties the target. Field errors of the API land here (same paths).
 */
export function NavigationItemDetail({ path }: { path: string }) {
  const { control, setValue } = useFormContext<FieldValues>();
  const type = useWatch({ control, name: `${path}.type` }) as string | undefined;
  const label = useWatch({ control, name: `${path}.label` }) as string | undefined;
  const targets = useTargets();
  const previousType = useRef(type);
  useEffect(() => {
    if (previousType.current !== type) {
      previousType.current = type;
      setValue(`${path}.target`, null, { shouldDirty: true });
    }
  }, [type, path, setValue]);
  return (
    <>
      <h3 className={styles.detailTitle}>{n.itemHeading(label || n.newItemLabel)}</h3>
      <TextField<FieldValues> name={`${path}.label`} label={n.itemLabel} isRequired />
      <SelectField<FieldValues> name={`${path}.type`} label={n.itemType} options={typeOptions} isRequired />
      {type === 'site' && (
        <ComboBoxField<FieldValues> name={`${path}.target`} label={n.itemSite} options={targets.sites} isRequired />
      )}
      {type === 'branch' && (
        <ComboBoxField<FieldValues>
          name={`${path}.target`}
          label={n.itemBranch}
          options={targets.branches}
          isRequired
        />
      )}
      {type === 'link' && (
        <TextField<FieldValues> name={`${path}.target`} label={n.itemLink} description={n.itemLinkHint} isRequired />
      )}
      <TextField<FieldValues> name={`${path}.suffix`} label={n.itemSuffix} description={n.itemSuffixHint} />
      <SwitchField<FieldValues> name={`${path}.isEnabled`} label={n.itemEnabled} />
    </>
  );
}
