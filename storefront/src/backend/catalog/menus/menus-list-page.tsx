import { backofficeCatalogStructureMessages as m, messages } from '@bestell/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import styles from '../categories/catalog-pages.module.css';
import { useStaffList } from '../categories/use-staff-list';
import type { Named, StaffMenu } from './menu-values';

const dateTime = new Intl.DateTimeFormat('de-AT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Vienna',
});

export function formatAvailableFrom(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** /backend/catalog/menus: the 'Produktkataloge' with search: from when, for which branches, how many categories. */
export function MenusListPage() {
  const list = useStaffList<StaffMenu>('/menus', '-availableFrom');
  const branches = useStaffList<Named>('/branches', 'position,name');
  const branchNames = useMemo(
    () => new Map((branches.data?.rows ?? []).map((b) => [b.id, b.name] as const)),
    [branches.data],
  );
  const columns = useMemo<TableColumn<StaffMenu>[]>(() => {
    const namesOf = (menu: StaffMenu) => menu.branches.map((b) => branchNames.get(b.id) ?? `#${b.id}`).join(', ');
    return [
      {
        id: 'name',
        header: m.name,
        rowHeader: true,
        cell: (menu) => <Link to={String(menu.id)}>{menu.name}</Link>,
        sortValue: (menu) => menu.name,
        searchValue: (menu) => `${menu.name} ${namesOf(menu)}`,
      },
      {
        id: 'availableFrom',
        header: m.availableFrom,
        cell: (menu) => formatAvailableFrom(menu.availableFrom),
        sortValue: (menu) => menu.availableFrom,
      },
      { id: 'branches', header: m.branches, cell: namesOf, sortValue: namesOf },
      {
        id: 'catalog',
        header: m.catalog,
        cell: (menu) => m.categoryCount(menu.catalog.length),
        sortValue: (menu) => menu.catalog.length,
        align: 'end',
      },
    ];
  }, [branchNames]);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{m.menus}</h1>
        <Link className={styles.newLink} to="new">
          + {m.newMenu}
        </Link>
      </div>
      {list.isError ? (
        <p className={formStyles.error}>{messages.errors.backOfficeFailed({ resource: 'menus', action: 'load' })}</p>
      ) : (
        <DataTable
          caption={m.menus}
          captionHidden
          columns={columns}
          rows={list.data?.rows ?? []}
          getRowId={(menu) => String(menu.id)}
          isLoading={list.isLoading}
          search={{}}
          initialSorting={[{ id: 'availableFrom', desc: true }]}
        />
      )}
    </div>
  );
}
