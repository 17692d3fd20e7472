import { useStaffApi } from '@bestell/api-client';
import { backofficeMediaMessages as m } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { templatesKey } from './media-api';
import type { StaffTemplate } from './template-values';

/** The image templates (search, sort and paging in the table), new, edit, delete. */
export function TemplateList() {
  const api = useStaffApi();
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => api.list<StaffTemplate>('/image-templates?sort=name&limit=100', signal),
  });
  const remove = useRowDelete<StaffTemplate>({
    pathOf: (row) => `/image-templates/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => m.templates.deleteQuestion(row.name),
    label: m.templates.deleteTemplate,
    failedMessage: m.templates.deleteFailed,
    invalidates: [templatesKey],
    onError: setFailure,
  });
  const columns: TableColumn<StaffTemplate>[] = [
    {
      id: 'name',
      header: m.templates.columns.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/media/templates/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier}`,
    },
    { id: 'identifier', header: m.templates.columns.identifier, cell: (row) => row.identifier },
    {
      id: 'size',
      header: m.templates.columns.size,
      cell: (row) => m.images.size(row.width, row.height),
      sortValue: (row) => row.width * row.height,
    },
    {
      id: 'actions',
      header: m.templates.deleteTemplate,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${m.templates.deleteTemplate}: ${row.name}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {m.delete}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={m.templates.title}
      intro={m.templates.intro}
      newLink={{ to: '/backend/media/templates/new', label: m.templates.newTemplate }}
      loadFailed={templates.isError}
      loadFailedMessage={m.templates.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffTemplate>
        caption={m.templates.title}
        captionHidden
        columns={columns}
        rows={templates.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={templates.isPending}
        emptyText={m.templates.empty}
        search={{}}
      />
    </ListPage>
  );
}
