import { useStaffApi } from '@bestell/api-client';
import { backofficePeopleMessages, type DonateeInput, donateeInputSchema, formatCurrency } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { formatDateTime } from '../customers/customer-values';
import styles from '../customers/customers.module.css';
import {
  EditorPage,
  EditorSection,
  FieldGrid,
  ListPage,
  SwitchList,
  useRecordEditor,
  useRowDelete,
} from '../editor-page';
import { IntegerField, SwitchField, TextAreaField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { type Donations, donateesListKey, type StaffDonatee, toDonateeValues } from './people-values';

const d = backofficePeopleMessages.donatees;

/** /backend/donatees: the charities customers may choose (spec §2 donation section) and what each received. */
export function DonateesArea() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{d.adminOnly}</p>;
  return (
    <Routes>
      <Route index element={<DonateeList />} />
      <Route path="new" element={<DonateeEditor key="new" id={null} />} />
      <Route path=":id" element={<EditRoute />} />
    </Routes>
  );
}

function EditRoute() {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? <DonateeEditor key={number} id={number} /> : null;
}

function DonateeList() {
  const api = useStaffApi();
  const list = useQuery({
    queryKey: donateesListKey,
    queryFn: ({ signal }) => api.list<StaffDonatee>('/donatees?sort=position,name&limit=1000', signal),
  });
  const remove = useRowDelete<StaffDonatee>({
    pathOf: (row) => `/donatees/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => d.deleteQuestion(row.name),
    label: d.deleteDonatee,
    failedMessage: d.deleteFailed,
    invalidates: [donateesListKey],
  });
  const columns: TableColumn<StaffDonatee>[] = [
    {
      id: 'name',
      header: d.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/donatees/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier ?? ''} ${row.description ?? ''}`,
    },
    { id: 'identifier', header: d.identifier, cell: (row) => row.identifier ?? '' },
    { id: 'position', header: d.position, align: 'end', cell: (row) => row.position, sortValue: (row) => row.position },
    {
      id: 'state',
      header: d.isEnabled,
      cell: (row) => (row.isEnabled ? d.enabled : d.disabled),
      sortValue: (row) => (row.isEnabled ? 1 : 0),
    },
    {
      id: 'actions',
      header: d.deleteDonatee,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.name),
    },
  ];
  return (
    <ListPage
      title={d.title}
      newLink={{ to: '/backend/donatees/new', label: d.newDonatee }}
      loadFailed={list.isError}
      loadFailedMessage={d.loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      <DataTable<StaffDonatee>
        caption={d.title}
        captionHidden
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={list.isPending}
        search={{ label: d.search }}
      />
    </ListPage>
  );
}

function DonateeEditor({ id }: { id: number | null }) {
  const { edit, deleteAction } = useRecordEditor<typeof donateeInputSchema, StaffDonatee>({
    path: '/donatees',
    id,
    schema: donateeInputSchema,
    toValues: toDonateeValues,
    screenPath: '/backend/donatees',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? d.newDonatee : d.editDonatee(edit.entity?.name ?? '')}
      loadFailedMessage={d.loadFailed}
      back={{ to: '/backend/donatees', label: d.backToList }}
      testId="donatee-form"
      remove={deleteAction({
        label: d.deleteDonatee,
        question: (donatee) => d.deleteQuestion(donatee.name),
        failedMessage: d.deleteFailed,
      })}
      after={edit.entity ? <DonationsReceived id={edit.entity.id} /> : undefined}
    >
      <EditorSection id="donatee-main" title={d.section}>
        <FieldGrid>
          <TextField<DonateeInput> name="name" label={d.name} isRequired autoComplete="off" />
          <TextField<DonateeInput> name="identifier" label={d.identifier} autoComplete="off" />
          <IntegerField<DonateeInput> name="position" label={d.position} />
        </FieldGrid>
        <TextAreaField<DonateeInput> name="description" label={d.description} />
        <SwitchList>
          <SwitchField<DonateeInput> name="isEnabled" label={d.isEnabled} />
        </SwitchList>
      </EditorSection>
    </EditorPage>
  );
}

/** What the donatee received: the count, the sum and the latest donating orders. */
function DonationsReceived({ id }: { id: number }) {
  const api = useStaffApi();
  const donations = useQuery({
    queryKey: ['staff', '/donatees', id, 'donations'],
    queryFn: ({ signal }) => api.get<Donations>(`/donatees/${id}/donations`, signal),
  });
  if (donations.isError) {
    return (
      <p role="alert" className={formStyles.error}>
        {d.loadFailed}
      </p>
    );
  }
  const data = donations.data;
  if (!data) return null;
  const columns: TableColumn<Donations['orders'][number]>[] = [
    {
      id: 'ticket',
      header: backofficePeopleMessages.customers.ticket,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/orders/${row.id}`}>{row.ticketNumber}</Link>,
    },
    { id: 'placed', header: backofficePeopleMessages.customers.placedAt, cell: (row) => formatDateTime(row.placedAt) },
    {
      id: 'amount',
      header: backofficePeopleMessages.customers.total,
      align: 'end',
      cell: (row) => (row.counts ? formatCurrency(data.perOrder) : formatCurrency('0.00')),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="donations-received">
      <h2 id="donations-received">{d.donations}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{d.donationCount}</dt>
          <dd>{data.count}</dd>
        </div>
        <div>
          <dt>{d.donationTotal}</dt>
          <dd data-testid="donation-total">{formatCurrency(data.total)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{d.donationHint(formatCurrency(data.perOrder))}</p>
      {data.orders.length === 0 ? (
        <p>{d.noDonations}</p>
      ) : (
        <DataTable
          caption={d.donations}
          captionHidden
          columns={columns}
          rows={data.orders}
          getRowId={(row) => String(row.id)}
          isLoading={false}
        />
      )}
    </section>
  );
}
