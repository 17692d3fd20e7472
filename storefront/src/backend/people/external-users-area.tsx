import { useStaffApi } from '@bestell/api-client';
import { backofficePeopleMessages, type ExternalUserInput, externalUserInputSchema } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { EditorPage, EditorSection, FieldGrid, ListPage, useRecordEditor, useRowDelete } from '../editor-page';
import { type ChoiceOption, SelectField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { externalUsersListKey, type StaffExternalUser, toExternalUserValues } from './people-values';

const x = backofficePeopleMessages.externalUsers;

/** /backend/external-users: accounts of outside systems, optionally linked to a staff user (admins only). */
export function ExternalUsersArea() {
  const { user, isAdmin } = useStaffUser();
  const api = useStaffApi();
  const users = useQuery({
    queryKey: ['staff', '/users', 'list'],
    queryFn: ({ signal }) => api.list<{ id: number; username: string }>('/users?sort=username&limit=1000', signal),
    enabled: isAdmin,
  });
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{x.adminOnly}</p>;
  const userOptions: ChoiceOption[] = (users.data?.rows ?? []).map((row) => ({ id: row.id, label: row.username }));
  const userNames = new Map(userOptions.map((option) => [option.id, option.label]));
  return (
    <Routes>
      <Route index element={<ExternalUserList userNames={userNames} />} />
      <Route path="new" element={<ExternalUserEditor key="new" id={null} userOptions={userOptions} />} />
      <Route path=":id" element={<EditRoute userOptions={userOptions} />} />
    </Routes>
  );
}

function EditRoute({ userOptions }: { userOptions: ChoiceOption[] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <ExternalUserEditor key={number} id={number} userOptions={userOptions} />
  ) : null;
}

function ExternalUserList({ userNames }: { userNames: Map<number | string, string> }) {
  const api = useStaffApi();
  const list = useQuery({
    queryKey: externalUsersListKey,
    queryFn: ({ signal }) => api.list<StaffExternalUser>('/external-users?sort=username&limit=1000', signal),
  });
  const remove = useRowDelete<StaffExternalUser>({
    pathOf: (row) => `/external-users/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => x.deleteQuestion(row.username),
    label: x.deleteExternalUser,
    failedMessage: x.deleteFailed,
    invalidates: [externalUsersListKey],
  });
  const columns: TableColumn<StaffExternalUser>[] = [
    {
      id: 'username',
      header: x.username,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/external-users/${row.id}`}>{row.username}</Link>,
      sortValue: (row) => row.username,
      searchValue: (row) => `${row.username} ${row.email ?? ''} ${row.externalId}`,
    },
    { id: 'provider', header: x.provider, cell: (row) => row.provider, sortValue: (row) => row.provider },
    { id: 'externalId', header: x.externalId, cell: (row) => row.externalId },
    { id: 'email', header: x.email, cell: (row) => row.email ?? '' },
    {
      id: 'user',
      header: x.user,
      cell: (row) => (row.userId === null ? x.noUser : (userNames.get(row.userId) ?? `#${row.userId}`)),
    },
    {
      id: 'actions',
      header: x.deleteExternalUser,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.username),
    },
  ];
  return (
    <ListPage
      title={x.title}
      newLink={{ to: '/backend/external-users/new', label: x.newExternalUser }}
      loadFailed={list.isError}
      loadFailedMessage={x.loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      <DataTable<StaffExternalUser>
        caption={x.title}
        captionHidden
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={list.isPending}
        search={{ label: x.search }}
      />
    </ListPage>
  );
}

function ExternalUserEditor({ id, userOptions }: { id: number | null; userOptions: ChoiceOption[] }) {
  const { edit, deleteAction } = useRecordEditor<typeof externalUserInputSchema, StaffExternalUser>({
    path: '/external-users',
    id,
    schema: externalUserInputSchema,
    toValues: toExternalUserValues,
    screenPath: '/backend/external-users',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? x.newExternalUser : x.editExternalUser(edit.entity?.username ?? '')}
      loadFailedMessage={x.loadFailed}
      back={{ to: '/backend/external-users', label: x.backToList }}
      testId="external-user-form"
      remove={deleteAction({
        label: x.deleteExternalUser,
        question: (external) => x.deleteQuestion(external.username),
        failedMessage: x.deleteFailed,
      })}
    >
      <EditorSection id="external-user-main" title={x.section}>
        <FieldGrid>
          <TextField<ExternalUserInput> name="provider" label={x.provider} isRequired autoComplete="off" />
          <TextField<ExternalUserInput> name="externalId" label={x.externalId} isRequired autoComplete="off" />
          <TextField<ExternalUserInput> name="username" label={x.username} isRequired autoComplete="off" />
          <TextField<ExternalUserInput> name="email" label={x.email} autoComplete="off" />
          <TextField<ExternalUserInput> name="firstName" label={x.firstName} autoComplete="off" />
          <TextField<ExternalUserInput> name="lastName" label={x.lastName} autoComplete="off" />
          <SelectField<ExternalUserInput> name="userId" label={x.user} options={userOptions} allowEmpty />
        </FieldGrid>
      </EditorSection>
    </EditorPage>
  );
}
