import { useStaffApi } from '@bestell/api-client';
import { backofficeDevicesMessages as d, signageDevicesMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { useBranchChoice } from '../shell/branch-choice';
import { DataTable, type TableColumn } from '../table';
import { useDevicesHealth } from './device-actions';
import { lastSeenText, OnlineBadge, PairedBadge, PrinterBadge } from './device-health';
import { type DeviceHealth, devicesListKey, type StaffDevice } from './device-values';

/**
 * The devices of the branches the staff member sees (filtered by the back-office's branch picker), with pairing,
 * heartbeat, last seen and printer state.
 */
export function DeviceList({ branchNames, isAdmin }: { branchNames: Map<number, string>; isAdmin: boolean }) {
  const api = useStaffApi();
  const devices = useQuery({
    queryKey: devicesListKey,
    queryFn: ({ signal }) => api.list<StaffDevice>('/devices?sort=name&limit=100', signal),
  });
  const health = useDevicesHealth();
  const healthOf = new Map((health.data ?? []).map((row) => [row.deviceId, row]));
  const { branch } = useBranchChoice();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRowDelete<StaffDevice>({
    pathOf: (row) => `/devices/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => d.deleteQuestion(row.name),
    label: d.deleteDevice,
    hint: <p>{d.deleteHint}</p>,
    failedMessage: d.deleteFailed,
    invalidates: [devicesListKey],
    onError: setFailure,
  });
  const of = (row: StaffDevice): DeviceHealth | undefined => healthOf.get(row.id);

  const columns: TableColumn<StaffDevice>[] = [
    {
      id: 'name',
      header: d.columns.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/devices/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier}`,
    },
    {
      id: 'branch',
      header: d.columns.branch,
      cell: (row) => branchNames.get(row.branchId) ?? `#${row.branchId}`,
      sortValue: (row) => branchNames.get(row.branchId) ?? '',
      filterValue: (row) => String(row.branchId),
    },
    { id: 'type', header: d.columns.type, cell: (row) => d.types[row.type], sortValue: (row) => row.type },
    {
      id: 'pairing',
      header: d.columns.pairing,
      cell: (row) => <PairedBadge health={of(row)} />,
      sortValue: (row) => (of(row)?.paired ? 1 : 0),
    },
    {
      id: 'desk',
      header: d.columns.desk,
      cell: (row) => <OnlineBadge health={of(row)} />,
      sortValue: (row) => (of(row)?.online ? 1 : 0),
    },
    {
      id: 'lastSeen',
      header: d.columns.lastSeen,
      cell: (row) => lastSeenText(of(row)),
      sortValue: (row) => of(row)?.seenAt ?? '',
    },
    {
      id: 'printer',
      header: d.columns.printer,
      cell: (row) => <PrinterBadge health={of(row)} />,
      sortValue: (row) => of(row)?.printerState ?? '',
    },
    {
      id: 'pending',
      header: d.columns.pending,
      align: 'end',
      cell: (row) => of(row)?.pendingJobs ?? 0,
      sortValue: (row) => of(row)?.pendingJobs ?? 0,
    },
    {
      id: 'actions',
      header: d.deleteDevice,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${d.deleteDevice}: ${row.name}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {d.deleteDevice}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={d.title}
      newLink={{ to: '/backend/devices/new', label: d.newDevice }}
      intro={
        <>
          {isAdmin ? null : `${d.employeeNote} `}
          <Link to="/backend/signage/geraete">{signageDevicesMessages.displayDeviceElsewhere}</Link>
        </>
      }
      loadFailed={devices.isError}
      loadFailedMessage={d.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffDevice>
        caption={d.title}
        captionHidden
        columns={columns}
        rows={devices.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={devices.isPending}
        search={{}}
        filters={{ branch: branch === 'all' ? undefined : String(branch) }}
      />
    </ListPage>
  );
}
