import type { NavigationItem } from '@bestell/domain';
import { backofficeContentMessages as c, errorsMessages } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { useStaffList } from '../../catalog/categories/use-staff-list';
import { FilterSelect } from '../../catalog/products/filter-select';
import { ListPage, useRowDelete } from '../../editor-page';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import { usageOf } from './navigation-editor';
import { navigationsListKey, navigationsPath, type StaffNavigation } from './navigation-values';

const n = c.navigations;

function countItems(items: readonly NavigationItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children ?? []), 0);
}

/** /backend/navigations: every navigation (header and footer first), with search, a filter by use, sorting and paging. */
export function NavigationList() {
  const list = useStaffList<StaffNavigation>(navigationsPath, 'name');
  const [failure, setFailure] = useState<string | null>(null);
  const [usage, setUsage] = useState('');
  const remove = useRowDelete<StaffNavigation>({
    pathOf: (row) => `${navigationsPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => n.deleteQuestion(row.name),
    label: n.delete,
    hint: <p>{n.deleteHint}</p>,
    failedMessage: errorsMessages.thingFailed({ thing: 'Navigationen', action: 'delete' }),
    invalidates: [navigationsListKey],
    onError: setFailure,
  });
  const columns: TableColumn<StaffNavigation>[] = [
    {
      id: 'name',
      header: c.entry.name,
      rowHeader: true,
      cell: (row) => <Link to={String(row.id)}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier}`,
    },
    { id: 'identifier', header: c.entry.identifier, cell: (row) => row.identifier, sortValue: (row) => row.identifier },
    {
      id: 'usage',
      header: n.usage,
      cell: (row) => usageOf(row.identifier) ?? n.otherUsage,
      sortValue: (row) => usageOf(row.identifier) ?? '',
      filterValue: (row) => usageOf(row.identifier) ?? 'other',
    },
    {
      id: 'items',
      header: n.itemCount,
      align: 'end',
      cell: (row) => countItems(row.items),
      sortValue: (row) => countItems(row.items),
    },
    {
      id: 'actions',
      header: n.delete,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${n.delete}: ${row.name}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {n.delete}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={n.title}
      intro={n.intro}
      newLink={{ to: '/backend/navigations/new', label: n.newEntry }}
      loadFailed={list.isError}
      loadFailedMessage={errorsMessages.thingFailed({ thing: 'Navigationen', action: 'load' })}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffNavigation>
        caption={n.title}
        captionHidden
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={list.isLoading}
        search={{ label: n.search }}
        filters={{ usage: usage || undefined }}
        toolbar={
          <FilterSelect
            label={n.usage}
            value={usage}
            options={[
              { id: '', label: n.allUsages },
              { id: n.header, label: n.header },
              { id: n.footer, label: n.footer },
              { id: 'other', label: n.otherUsageFilter },
            ]}
            onChange={setUsage}
          />
        }
        initialSorting={[{ id: 'usage', desc: true }]}
      />
    </ListPage>
  );
}
