import { useStaffApi } from '@bestell/api-client';
import { signageBackofficeMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../../editor-page';
import formStyles from '../../forms/forms.module.css';
import { DataTable, type TableColumn } from '../../table';
import styles from '../signage.module.css';
import { type SignageScreen, useSignageScreens } from '../signage-devices';
import { type StaffStream, streamsListKey, streamsPath } from '../streams/stream-values';
import { type StaffSegment, segmentsListKey, segmentsPath, segmentsScreen } from './segment-values';
import { type PlanScope, weekPlan } from './week-plan';
import { WeekPlanView } from './week-plan-view';

const s = signageBackofficeMessages.segments;

/** The scope choices of the plan: everything, each screen, each group named on a screen or a segment. */
function scopeChoices(screens: readonly SignageScreen[], segments: readonly StaffSegment[]) {
  const groups = [...new Set([...screens.map((row) => row.groupName), ...segments.map((row) => row.groupName)])].filter(
    (name): name is string => name !== null,
  );
  return [
    { id: 'all', label: s.planAll, scope: { kind: 'all' } as PlanScope },
    ...screens.map((row) => ({
      id: `device-${row.id}`,
      label: s.planDevice(row.name),
      scope: { kind: 'device', deviceId: row.id, groupName: row.groupName } as PlanScope,
    })),
    ...groups.sort().map((name) => ({
      id: `group-${name}`,
      label: s.planGroup(name),
      scope: { kind: 'group', groupName: name } as PlanScope,
    })),
  ];
}

/** /backend/signage/segmente: the week plan per screen or group, and every segment in a table. */
export function SegmentList() {
  const api = useStaffApi();
  const segments = useQuery({
    queryKey: segmentsListKey,
    queryFn: ({ signal }) => api.list<StaffSegment>(`${segmentsPath}?limit=1000&sort=priority`, signal),
  });
  const streams = useQuery({
    queryKey: streamsListKey,
    queryFn: ({ signal }) => api.list<StaffStream>(`${streamsPath}?limit=1000`, signal),
  });
  const screens = useSignageScreens();
  const [scopeId, setScopeId] = useState('all');
  const remove = useRowDelete<StaffSegment>({
    pathOf: (row) => `${segmentsPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => s.deleteQuestion(row.name),
    label: s.deleteSegment,
    failedMessage: s.deleteFailed,
    invalidates: [segmentsListKey],
  });
  const rows = segments.data?.rows ?? [];
  const screenRows = screens.data?.rows ?? [];
  const streamNames = new Map((streams.data?.rows ?? []).map((row) => [row.id, row.name]));
  const streamName = (id: number) => streamNames.get(id) ?? `#${id}`;
  const screenNames = new Map(screenRows.map((row) => [row.id, row.name]));
  const choices = scopeChoices(screenRows, rows);
  const scope = choices.find((choice) => choice.id === scopeId)?.scope ?? { kind: 'all' };
  const target = (row: StaffSegment) =>
    row.deviceId !== null
      ? s.planDevice(screenNames.get(row.deviceId) ?? `#${row.deviceId}`)
      : row.groupName !== null
        ? s.planGroup(row.groupName)
        : s.targetAll;
  const when = (row: StaffSegment) =>
    `${row.weekdays.map((day) => s.weekdaysShort[day - 1]).join(', ')} · ${
      row.fromTime || row.toTime ? `${row.fromTime ?? '00:00'}–${row.toTime ?? '24:00'}` : s.allDay
    }`;

  const columns: TableColumn<StaffSegment>[] = [
    {
      id: 'name',
      header: s.name,
      rowHeader: true,
      cell: (row) => <Link to={`${segmentsScreen}/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${streamName(row.streamId)}`,
    },
    {
      id: 'stream',
      header: s.stream,
      cell: (row) => streamName(row.streamId),
      sortValue: (row) => streamName(row.streamId),
    },
    { id: 'target', header: s.target, cell: target, sortValue: target },
    { id: 'when', header: s.when, cell: when },
    { id: 'priority', header: s.priority, align: 'end', cell: (row) => row.priority, sortValue: (row) => row.priority },
    {
      id: 'actions',
      header: s.deleteSegment,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.name),
    },
  ];

  return (
    <ListPage
      title={s.title}
      newLink={{ to: `${segmentsScreen}/new`, label: s.newSegment }}
      loadFailed={segments.isError}
      loadFailedMessage={s.loadFailed}
      failure={remove.failure ?? (streams.isError ? s.streamsLoadFailed : null)}
      after={remove.dialog}
    >
      <label className={`${formStyles.field} ${styles.planScope}`}>
        <span className={formStyles.label}>{s.planFor}</span>
        <select
          className={formStyles.input}
          value={scopeId}
          onChange={(event) => setScopeId(event.target.value)}
          data-testid="plan-scope"
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <h2 className={formStyles.srOnly}>{s.planCaption}</h2>
      {segments.isSuccess && rows.length === 0 ? (
        <p>{s.planEmpty}</p>
      ) : (
        <WeekPlanView days={weekPlan(rows, scope)} streamName={streamName} screen={segmentsScreen} />
      )}
      <h2>{s.list}</h2>
      <DataTable<StaffSegment>
        caption={s.list}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={segments.isPending}
        search={{ label: s.search }}
      />
    </ListPage>
  );
}
