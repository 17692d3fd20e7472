import {
  catalogImportMessages,
  formatCurrency,
  backofficeProductsMessages as m,
  type ProductType,
} from '@bestell/domain';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { DataTable, type TableColumn, type TableFilters } from '../../table';
import { FilterSelect } from './filter-select';
import { LabelPrintDialog } from './label-print-dialog';
import type { StaffProduct } from './product-values';
import styles from './products.module.css';
import { useBulkEnable, useCategoryList, useProductList } from './use-products';

const typeLabels: Record<ProductType, string> = {
  configurable: m.typeConfigurable,
  bundle: m.typeBundle,
  other: m.typeOther,
};

const yesNoOptions = [
  { id: '', label: m.filterAll },
  { id: 'true', label: m.yes },
  { id: 'false', label: m.no },
];

const flagFilter = (value: string): boolean | undefined => (value === '' ? undefined : value === 'true');

/** /backend/catalog/products: every product with search, filters, bulk enable/disable and label printing. */
export function ProductsListPage() {
  const products = useProductList();
  const categories = useCategoryList();
  const bulkEnable = useBulkEnable();
  const [category, setCategory] = useState('');
  const [enabled, setEnabled] = useState('');
  const [isPublic, setPublic] = useState('');
  const [type, setType] = useState('');
  const [bulkState, setBulkState] = useState<{ busy: boolean; message: string; failed: string }>({
    busy: false,
    message: '',
    failed: '',
  });

  const categoryNames = useMemo(
    () => new Map((categories.data?.rows ?? []).map((c) => [c.id, c.name] as const)),
    [categories.data],
  );

  const columns = useMemo<TableColumn<StaffProduct>[]>(
    () => [
      {
        id: 'name',
        header: m.columnName,
        rowHeader: true,
        cell: (p) => <Link to={String(p.id)}>{p.name}</Link>,
        sortValue: (p) => p.name,
        searchValue: (p) => `${p.name} ${p.uid}`,
      },
      { id: 'uid', header: m.columnUid, cell: (p) => p.uid, sortValue: (p) => p.uid },
      {
        id: 'category',
        header: m.columnCategory,
        cell: (p) => (p.categoryId === null ? '–' : (categoryNames.get(p.categoryId) ?? `#${p.categoryId}`)),
        sortValue: (p) => (p.categoryId === null ? '' : (categoryNames.get(p.categoryId) ?? '')),
        filterValue: (p) => (p.categoryId === null ? 'none' : String(p.categoryId)),
      },
      {
        id: 'type',
        header: m.columnType,
        cell: (p) => typeLabels[p.type],
        sortValue: (p) => typeLabels[p.type],
        filterValue: (p) => p.type,
      },
      {
        id: 'price',
        header: m.columnPrice,
        align: 'end',
        cell: (p) => `${formatCurrency(p.price)} / ${p.unit}`,
        sortValue: (p) => Number(p.price),
      },
      {
        id: 'enabled',
        header: m.columnState,
        cell: (p) => (
          <span className={styles.badges}>
            <span className={p.isEnabled ? styles.badgeOn : styles.badgeOff}>
              {p.isEnabled ? m.enabled : m.disabled}
            </span>
            {p.isPublic ? null : <span className={styles.badgeOff}>{m.hidden}</span>}
          </span>
        ),
        filterValue: (p) => p.isEnabled,
      },
      { id: 'public', header: m.filterPublic, hidden: true, cell: () => null, filterValue: (p) => p.isPublic },
    ],
    [categoryNames],
  );

  const filters: TableFilters = {
    category: category || undefined,
    type: type || undefined,
    enabled: flagFilter(enabled),
    public: flagFilter(isPublic),
  };

  const runBulk = async (rows: StaffProduct[], isEnabled: boolean, clear: () => void) => {
    setBulkState({ busy: true, message: '', failed: '' });
    const result = await bulkEnable(rows, isEnabled);
    setBulkState({
      busy: false,
      message: m.bulkDone(result.saved.length),
      failed: result.failed.length
        ? m.bulkFailed(result.failed.map((f) => `${f.product.name} (${f.message})`).join(', '))
        : '',
    });
    if (result.failed.length === 0) clear();
  };

  const categoryOptions = [
    { id: '', label: m.filterAll },
    { id: 'none', label: m.withoutCategory },
    ...(categories.data?.rows ?? []).map((c) => ({ id: String(c.id), label: c.name })),
  ];

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{m.listTitle}</h1>
        <Link className={styles.secondaryButton} to="../import">
          {catalogImportMessages.navLabel}
        </Link>
        <Link className={styles.primaryButton} to="new">
          {m.newProduct}
        </Link>
      </header>
      <p className={styles.status} aria-live="polite">
        {bulkState.message}
      </p>
      {bulkState.failed ? (
        <p className={styles.error} role="alert">
          {bulkState.failed}
        </p>
      ) : null}
      <DataTable
        caption={m.listCaption}
        captionHidden
        columns={columns}
        rows={products.data?.rows ?? []}
        getRowId={(p) => String(p.id)}
        isLoading={products.isLoading}
        filters={filters}
        search={{ label: m.searchLabel }}
        toolbar={
          <>
            <FilterSelect label={m.filterCategory} value={category} options={categoryOptions} onChange={setCategory} />
            <FilterSelect label={m.filterEnabled} value={enabled} options={yesNoOptions} onChange={setEnabled} />
            <FilterSelect label={m.filterPublic} value={isPublic} options={yesNoOptions} onChange={setPublic} />
            <FilterSelect
              label={m.filterType}
              value={type}
              options={[
                { id: '', label: m.filterAll },
                ...(['other', 'configurable', 'bundle'] as const).map((t) => ({ id: t, label: typeLabels[t] })),
              ]}
              onChange={setType}
            />
          </>
        }
        selection={{
          rowLabel: (p) => p.name,
          actions: (rows, clear) => (
            <>
              <Button
                className={styles.secondaryButton}
                isDisabled={bulkState.busy}
                onPress={() => void runBulk(rows, true, clear)}
              >
                {m.bulkEnable}
              </Button>
              <Button
                className={styles.secondaryButton}
                isDisabled={bulkState.busy}
                onPress={() => void runBulk(rows, false, clear)}
              >
                {m.bulkDisable}
              </Button>
              <LabelPrintDialog productIds={rows.map((p) => p.id)} />
            </>
          ),
        }}
      />
    </div>
  );
}
