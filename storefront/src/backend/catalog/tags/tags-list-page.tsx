import { backofficeCatalogStructureMessages as m, messages } from '@bestell/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import styles from '../categories/catalog-pages.module.css';
import { thumbnailUrl } from '../categories/image-field';
import { useStaffList } from '../categories/use-staff-list';
import type { StaffTag } from './tag-values';

/** /backend/catalog/tags: every tag with search. */
export function TagsListPage() {
  const list = useStaffList<StaffTag>('/tags', 'position,name');
  const columns = useMemo<TableColumn<StaffTag>[]>(
    () => [
      {
        id: 'image',
        header: m.image,
        headerHidden: true,
        cell: (t) => (t.image ? <img className={styles.listThumb} src={thumbnailUrl(t.image)} alt="" /> : null),
      },
      {
        id: 'name',
        header: m.name,
        rowHeader: true,
        cell: (t) => <Link to={String(t.id)}>{t.name}</Link>,
        sortValue: (t) => t.name,
        searchValue: (t) => t.name,
      },
      {
        id: 'position',
        header: m.position,
        cell: (t) => t.position ?? 0,
        sortValue: (t) => t.position ?? 0,
        align: 'end',
      },
    ],
    [],
  );
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{m.tags}</h1>
        <Link className={styles.newLink} to="new">
          + {m.newTag}
        </Link>
      </div>
      {list.isError ? (
        <p className={formStyles.error}>{messages.errors.backOfficeFailed({ resource: 'tags', action: 'load' })}</p>
      ) : (
        <DataTable
          caption={m.tags}
          captionHidden
          columns={columns}
          rows={list.data?.rows ?? []}
          getRowId={(t) => String(t.id)}
          isLoading={list.isLoading}
          search={{}}
          initialSorting={[{ id: 'name', desc: false }]}
        />
      )}
    </div>
  );
}
