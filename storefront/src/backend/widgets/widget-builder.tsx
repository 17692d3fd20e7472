import { useStaffApi } from '@bestell/api-client';
import { backofficeWidgetsMessages as w } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { SelectField, TextField } from '../forms';
import { SnippetBox } from './snippet-box';
import { WidgetKindChoice } from './widget-kind-choice';
import { WidgetPreview } from './widget-preview';
import { defaultWidgetOptions, type WidgetOptions, widgetSnippet } from './widget-snippet';
import styles from './widgets.module.css';

interface NamedBranch {
  id: number;
  identifier: string;
  name: string;
}
interface NamedCategory {
  id: number;
  name: string;
}

/** The form's values: selects hold an option id or null. */
interface OptionValues {
  kind: WidgetOptions['kind'];
  branch: string | null;
  category: number | null;
  limit: number;
  uid: string;
  hash: string;
}

const limits = [3, 4, 6, 8, 12].map((n) => ({ id: n, label: String(n) }));

function toOptions(values: OptionValues): WidgetOptions {
  return {
    kind: values.kind,
    branch: values.branch ?? '',
    category: values.category === null ? '' : String(values.category),
    limit: values.limit,
    uid: values.uid ?? '',
    hash: values.hash ?? '',
  };
}

function useChoices() {
  const api = useStaffApi();
  const branches = useQuery({
    queryKey: ['staff', '/branches', 'list'],
    queryFn: ({ signal }) => api.list<NamedBranch>('/branches?sort=position,name', signal),
  });
  const categories = useQuery({
    queryKey: ['staff', '/categories', 'widget-choices'],
    queryFn: ({ signal }) => api.list<NamedCategory>('/categories?sort=name', signal),
  });
  return {
    branches: (branches.data?.rows ?? []).map((b) => ({ id: b.identifier, label: b.name })),
    categories: (categories.data?.rows ?? []).map((c) => ({ id: c.id, label: c.name })),
  };
}

/** Pick a widget and its options; the preview and the snippet follow every change. */
export function WidgetBuilder({ shopUrl }: { shopUrl: string }) {
  const choices = useChoices();
  const form = useForm<OptionValues>({
    defaultValues: { kind: defaultWidgetOptions.kind, branch: null, category: null, limit: 6, uid: '', hash: '' },
  });
  const options = toOptions(form.watch());
  return (
    <FormProvider {...form}>
      <div className={styles.builder}>
        <section className={styles.section} aria-labelledby="widget-options">
          <h2 id="widget-options" className={styles.sectionTitle}>
            {w.options.title}
          </h2>
          <form onSubmit={(event) => event.preventDefault()} noValidate data-testid="widget-options">
            <WidgetKindChoice value={options.kind} onChange={(kind) => form.setValue('kind', kind)} />
            <div className={styles.fields}>
              {options.kind !== 'status' && (
                <SelectField<OptionValues>
                  name="branch"
                  label={w.options.branch}
                  options={choices.branches}
                  allowEmpty
                />
              )}
              {options.kind === 'teaser' && (
                <>
                  <SelectField<OptionValues>
                    name="category"
                    label={w.options.category}
                    options={choices.categories}
                    allowEmpty
                  />
                  <SelectField<OptionValues> name="limit" label={w.options.limit} options={limits} />
                </>
              )}
              {options.kind === 'status' && (
                <>
                  <TextField<OptionValues> name="uid" label={w.options.uid} autoComplete="off" />
                  <TextField<OptionValues>
                    name="hash"
                    label={w.options.hash}
                    autoComplete="off"
                    description={w.options.statusFromQuery}
                  />
                </>
              )}
            </div>
          </form>
        </section>
        <WidgetPreview shopUrl={shopUrl} options={options} />
      </div>
      <SnippetBox snippet={widgetSnippet(shopUrl, options)} />
    </FormProvider>
  );
}
