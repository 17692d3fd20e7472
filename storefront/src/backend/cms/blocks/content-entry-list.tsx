import { type ContentEntryKind, backofficeContentMessages as c, entryTypesOf } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { useStaffList } from '../../catalog/categories/use-staff-list';
import { FilterSelect } from '../../catalog/products/filter-select';
import { ListPage, useRowDelete } from '../../editor-page';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import { entryKind, type StaffContentEntry, typeLabel } from './content-entry-values';

const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Vienna',
});

/** /backend/blocks or /nodes: every entry with search (name, identifier), a type filter, sorting and paging. */
export function ContentEntryList({ kind }: { kind: ContentEntryKind }) {
  const k = entryKind(kind);
  const list = useStaffList<StaffContentEntry>(k.apiPath, 'name');
  const [type, setType] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRowDelete<StaffContentEntry>({
    pathOf: (row) => `${k.apiPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => k.texts.deleteQuestion(row.name),
    label: k.texts.delete,
    hint: <p>{k.texts.deleteHint}</p>,
    failedMessage: k.texts.deleteFailed,
    invalidates: [k.listKey],
    onError: setFailure,
  });
  const rows = list.data?.rows ?? [];
  const typeOptions = [
    { id: '', label: c.entry.allTypes },
    ...[...new Set([...entryTypesOf(kind), ...rows.map((row) => row.type)])].map((value) => ({
      id: value,
      label: typeLabel(value),
    })),
  ];
  const columns: TableColumn<StaffContentEntry>[] = [
    {
      id: 'name',
      header: c.entry.name,
      rowHeader: true,
      cell: (row) => <Link to={String(row.id)}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier ?? ''}`,
    },
    {
      id: 'identifier',
      header: c.entry.identifier,
      cell: (row) => row.identifier ?? '–',
      sortValue: (row) => row.identifier ?? '',
    },
    {
      id: 'type',
      header: c.entry.type,
      cell: (row) => typeLabel(row.type),
      sortValue: (row) => typeLabel(row.type),
      filterValue: (row) => row.type,
    },
    {
      id: 'updatedAt',
      header: c.entry.updatedAt,
      cell: (row) => dateTime.format(new Date(row.updatedAt)),
      sortValue: (row) => row.updatedAt,
    },
    {
      id: 'actions',
      header: k.texts.delete,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${k.texts.delete}: ${row.name}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {k.texts.delete}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={k.texts.title}
      intro={k.texts.intro}
      newLink={{ to: `${k.screenPath}/new`, label: k.texts.newEntry }}
      loadFailed={list.isError}
      loadFailedMessage={k.texts.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffContentEntry>
        caption={k.texts.title}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={list.isLoading}
        search={{ label: k.texts.search }}
        filters={{ type: type || undefined }}
        toolbar={<FilterSelect label={c.entry.type} value={type} options={typeOptions} onChange={setType} />}
        initialSorting={[{ id: 'name', desc: false }]}
      />
    </ListPage>
  );
}
