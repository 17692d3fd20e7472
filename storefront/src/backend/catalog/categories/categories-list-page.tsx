import { backofficeCatalogStructureMessages as m, messages } from '@bestell/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import styles from './catalog-pages.module.css';
import type { StaffCategory } from './category-values';
import { thumbnailUrl } from './image-field';
import { useStaffList } from './use-staff-list';

const yesNo = (flag: boolean) => (flag ? m.yes : m.no);

/** /backend/catalog/categories: every category with search and its flags. */
export function CategoriesListPage() {
  const list = useStaffList<StaffCategory>('/categories', 'position,name');
  const columns = useMemo<TableColumn<StaffCategory>[]>(
    () => [
      {
        id: 'image',
        header: m.image,
        headerHidden: true,
        cell: (c) => (c.image ? <img className={styles.listThumb} src={thumbnailUrl(c.image)} alt="" /> : null),
      },
      {
        id: 'name',
        header: m.name,
        rowHeader: true,
        cell: (c) => <Link to={String(c.id)}>{c.name}</Link>,
        sortValue: (c) => c.name,
        searchValue: (c) => c.name,
      },
      { id: 'position', header: m.position, cell: (c) => c.position, sortValue: (c) => c.position, align: 'end' },
      { id: 'isPublic', header: m.isPublic, cell: (c) => yesNo(c.isPublic), sortValue: (c) => c.isPublic },
      { id: 'isEnabled', header: m.isEnabled, cell: (c) => yesNo(c.isEnabled), sortValue: (c) => c.isEnabled },
      {
        id: 'schedule',
        header: m.schedule,
        cell: (c) => (c.schedule.length === 0 ? m.noSchedule : m.window(c.schedule.length)),
      },
    ],
    [],
  );
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{m.categories}</h1>
        <Link className={styles.newLink} to="new">
          + {m.newCategory}
        </Link>
      </div>
      {list.isError ? (
        <p className={formStyles.error}>
          {messages.errors.backOfficeFailed({ resource: 'categories', action: 'load' })}
        </p>
      ) : (
        <DataTable
          caption={m.categories}
          captionHidden
          columns={columns}
          rows={list.data?.rows ?? []}
          getRowId={(c) => String(c.id)}
          isLoading={list.isLoading}
          search={{}}
          initialSorting={[{ id: 'position', desc: false }]}
        />
      )}
    </div>
  );
}
