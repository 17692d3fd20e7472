import { useStaffApi } from '@bestell/api-client';
import { signageDevicesMessages as m } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../../editor-page';
import formStyles from '../../forms/forms.module.css';
import { useBranchChoice } from '../../shell/branch-choice';
import { DataTable, type TableColumn } from '../../table';
import { commandStateText, commandSummary, lastSeenText, ScreenStateBadge } from './screen-state';
import { nowPlayingText, type StaffScreen, screensListKey, screensPath, screensScreen } from './screen-values';
import { useSceneOptions } from './use-scene-options';

/**
 * The signage screens the staff member sees (employees: their branches'), with their state (online/offline from
 * the last heartbeat), what they play and their current command; refreshed every 10 s.
 */
export function ScreenList({ branchNames, isAdmin }: { branchNames: Map<number, string>; isAdmin: boolean }) {
  const api = useStaffApi();
  const screens = useQuery({
    queryKey: screensListKey,
    queryFn: ({ signal }) => api.list<StaffScreen>(`${screensPath}?sort=name&limit=1000`, signal),
    refetchInterval: 10_000,
  });
  const scenes = useSceneOptions();
  const { branch } = useBranchChoice();
  const [failure, setFailure] = useState<string | null>(null);
  const now = new Date(screens.dataUpdatedAt || Date.now());
  const remove = useRowDelete<StaffScreen>({
    pathOf: (row) => `${screensPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => m.deleteQuestion(row.name),
    label: m.deleteDevice,
    hint: <p>{m.deleteHint}</p>,
    failedMessage: m.deleteFailed,
    invalidates: [screensListKey],
    onError: setFailure,
  });

  const columns: TableColumn<StaffScreen>[] = [
    {
      id: 'name',
      header: m.columns.name,
      rowHeader: true,
      cell: (row) => <Link to={`${screensScreen}/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier} ${row.groupName ?? ''}`,
    },
    {
      id: 'branch',
      header: m.columns.branch,
      cell: (row) => `${branchNames.get(row.branchId) ?? `#${row.branchId}`}${row.isPartner ? ` (${m.partner})` : ''}`,
      sortValue: (row) => branchNames.get(row.branchId) ?? '',
      filterValue: (row) => String(row.branchId),
    },
    {
      id: 'group',
      header: m.columns.group,
      cell: (row) => row.groupName ?? '',
      sortValue: (row) => row.groupName ?? '',
    },
    {
      id: 'state',
      header: m.columns.state,
      cell: (row) => <ScreenStateBadge screen={row} now={now} />,
      sortValue: (row) => row.lastSeenAt ?? '',
    },
    { id: 'lastSeen', header: m.columns.lastSeen, cell: lastSeenText, sortValue: (row) => row.lastSeenAt ?? '' },
    {
      id: 'nowPlaying',
      header: m.columns.nowPlaying,
      cell: (row) => nowPlayingText(row.nowPlaying) ?? m.nothingPlaying,
    },
    {
      id: 'command',
      header: m.columns.command,
      cell: (row) =>
        row.command
          ? `${commandSummary(row.command, scenes.nameOf)}: ${commandStateText(row.command, now)}`
          : m.noCommand,
    },
    {
      id: 'actions',
      header: m.deleteDevice,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${m.deleteDevice}: ${row.name}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {m.deleteDevice}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={m.title}
      newLink={{ to: `${screensScreen}/new`, label: m.newDevice }}
      intro={isAdmin ? undefined : m.employeeNote}
      loadFailed={screens.isError}
      loadFailedMessage={m.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffScreen>
        caption={m.title}
        captionHidden
        columns={columns}
        rows={screens.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={screens.isPending}
        search={{}}
        filters={{ branch: branch === 'all' ? undefined : String(branch) }}
      />
    </ListPage>
  );
}
