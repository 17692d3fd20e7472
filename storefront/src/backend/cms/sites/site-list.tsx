import { backofficeCmsMessages as c, errorsMessages, siteTypes } from '@bestell/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../catalog/products/filter-select';
import { ListPage, useRowDelete } from '../../editor-page';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import { useServerList } from '../shared/use-server-list';
import type { StaffSite } from './site-form-values';
import styles from './sites.module.css';
import { sitesListKey } from './sites-list-key';

const typeFilterOptions = [
  { id: '', label: c.allTypes },
  ...siteTypes.map((type) => ({ id: type, label: c.siteTypes[type] ?? type })),
];
const stateFilterOptions = [
  { id: '', label: c.allStates },
  { id: 'true', label: c.public },
  { id: 'false', label: c.draft },
];

const displayPath = (site: StaffSite) => (site.path === '' ? c.homePath : `/${site.path}`);

/** /backend/sites: every CMS page with type, path, title, description and draft/public; search, filters, paging. */
export function SiteList() {
  const list = useServerList<StaffSite>({
    path: '/sites',
    searchParam: 'name',
    searchLabel: c.searchLabel,
    defaultSort: { id: 'path', desc: false },
    sortable: ['name', 'path', 'type', 'updatedAt'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRowDelete<StaffSite>({
    pathOf: (site) => `/sites/${site.id}`,
    versionOf: (site) => site.version,
    question: (site) => c.deleteQuestion(site.name),
    label: c.deleteSite,
    hint: c.deleteHint,
    failedMessage: errorsMessages.thingFailed({ thing: 'Seiten', action: 'delete' }),
    invalidates: [sitesListKey],
    onError: setFailure,
  });
  const columns: TableColumn<StaffSite>[] = [
    {
      id: 'name',
      header: c.columns.name,
      rowHeader: true,
      sortable: true,
      cell: (site) => <Link to={`/backend/sites/${site.id}`}>{site.name}</Link>,
    },
    { id: 'path', header: c.columns.path, sortable: true, cell: displayPath },
    { id: 'type', header: c.columns.type, sortable: true, cell: (site) => c.siteTypes[site.type] ?? site.type },
    { id: 'title', header: c.columns.title, cell: (site) => site.title ?? '–' },
    {
      id: 'description',
      header: c.columns.description,
      cell: (site) => <span className={styles.clamp}>{site.description ?? '–'}</span>,
    },
    {
      id: 'state',
      header: c.columns.state,
      cell: (site) => (
        <span className={site.isPublic ? styles.badgeOn : styles.badgeOff}>{site.isPublic ? c.public : c.draft}</span>
      ),
    },
    {
      id: 'actions',
      header: c.columns.name,
      headerHidden: true,
      align: 'end',
      cell: (site) => (
        <span className={styles.rowActions}>
          <a
            href={`/${site.path}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${c.openPublic}: ${site.name}`}
          >
            ↗
          </a>
          <button
            type="button"
            className={formStyles.dangerButton}
            aria-label={`${c.deleteSite}: ${site.name}`}
            onClick={() => {
              setFailure(null);
              remove.ask(site);
            }}
          >
            {c.deleteSite}
          </button>
        </span>
      ),
    },
  ];
  return (
    <ListPage
      title={c.title}
      newLink={{ to: '/backend/sites/new', label: c.newSite }}
      loadFailed={list.isError}
      loadFailedMessage={errorsMessages.thingFailed({ thing: 'Seiten', action: 'load' })}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffSite>
        caption={c.title}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(site) => String(site.id)}
        isLoading={list.isLoading}
        {...list.table}
        toolbar={
          <>
            <FilterSelect
              label={c.filterType}
              value={list.filter('type')}
              options={typeFilterOptions}
              onChange={(value) => list.setFilter('type', value)}
            />
            <FilterSelect
              label={c.filterState}
              value={list.filter('isPublic')}
              options={stateFilterOptions}
              onChange={(value) => list.setFilter('isPublic', value)}
            />
          </>
        }
      />
    </ListPage>
  );
}
