import { backofficeContentMessages as c } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { FilterSelect } from '../../catalog/products/filter-select';
import { ListPage, useRowDelete } from '../../editor-page';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import styles from '../shared/cms-list.module.css';
import { useServerList } from '../shared/use-server-list';
import { redirectsListKey, redirectsPath, type StaffRedirect } from './redirect-values';

const r = c.redirects;
const stateOptions = [
  { id: '', label: r.allStates },
  { id: 'true', label: r.enabled },
  { id: 'false', label: r.disabled },
];

/** /backend/redirects: every redirect, searched by path, filtered by state, sorted and paged by the API. */
export function RedirectList() {
  const list = useServerList<StaffRedirect>({
    path: redirectsPath,
    searchParam: 'path',
    searchLabel: r.search,
    defaultSort: { id: 'path', desc: false },
    sortable: ['path', 'statusCode', 'updatedAt'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRowDelete<StaffRedirect>({
    pathOf: (row) => `${redirectsPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => r.deleteQuestion(row.path),
    label: r.delete,
    hint: <p>{r.deleteHint}</p>,
    failedMessage: c.redirects.deleteFailed,
    invalidates: [redirectsListKey],
    onError: setFailure,
  });
  const columns: TableColumn<StaffRedirect>[] = [
    {
      id: 'path',
      header: r.path,
      rowHeader: true,
      sortable: true,
      cell: (row) => <Link to={String(row.id)}>/{row.path}</Link>,
    },
    { id: 'target', header: r.target, cell: (row) => <span className={styles.breakable}>{row.target}</span> },
    { id: 'statusCode', header: r.statusCode, sortable: true, cell: (row) => row.statusCode },
    {
      id: 'isEnabled',
      header: r.isEnabled,
      cell: (row) => (
        <span className={row.isEnabled ? styles.badgeOn : styles.badgeOff}>
          {row.isEnabled ? r.enabled : r.disabled}
        </span>
      ),
    },
    {
      id: 'actions',
      header: r.delete,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${r.delete}: /${row.path}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {r.delete}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={r.title}
      intro={r.intro}
      newLink={{ to: '/backend/redirects/new', label: r.newEntry }}
      loadFailed={list.isError}
      loadFailedMessage={c.redirects.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffRedirect>
        {...list.table}
        caption={r.title}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(row) => String(row.id)}
        isLoading={list.isLoading}
        toolbar={
          <FilterSelect
            label={r.filterState}
            value={list.filter('isEnabled')}
            options={stateOptions}
            onChange={(value) => list.setFilter('isEnabled', value)}
          />
        }
      />
    </ListPage>
  );
}
