import { useStaffApi } from '@bestell/api-client';
import { backofficeTasksMessages, beforeIdAt, type TaskStatus, taskStatuses } from '@bestell/domain';
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../catalog/products/filter-select';
import { apiMessageOf } from '../../editor-page/delete-action';
import listStyles from '../../editor-page/editor-page.module.css';
import formStyles from '../../forms/forms.module.css';
import boardStyles from '../../layout/board.module.css';
import { useBranchChoice } from '../../shell/branch-choice';
import { TaskTabs } from '../task-tabs';
import { type StaffTask, tasksListKey, tasksPath } from '../task-values';
import { useTaskChoices } from '../use-task-choices';
import { BoardColumn } from './board-column';
import { type BoardColumns, columnsOf, moveAcross, statusOf } from './board-columns';
import { boardTaskPaths, boardTasksOf, doneOnBoard } from './board-query';
import styles from './task-board.module.css';

const t = backofficeTasksMessages.tasks;

interface Move {
  task: StaffTask;
  status: TaskStatus;
  beforeTaskId: number | null;
}

/**
 * The task board (issue 28.6): columns Offen / In Arbeit / Erledigt; cards move with the mouse (drag) or the keyboard
 * (Space, arrow keys, Space; Escape cancels), announced in German. A drop saves the move (`POST /tasks/{id}/move`,
 * before the card it landed on) and reloads the board; a refused move shows why and puts the card back.
 */
export function TaskBoard() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const { branch } = useBranchChoice();
  const tasks = useQuery({
    // Under the list's key: a save in the editor or a delete in the list refreshes the board too.
    queryKey: [...tasksListKey, 'board', branch],
    queryFn: async ({ signal }) =>
      boardTasksOf(await Promise.all(boardTaskPaths(branch).map((path) => api.list<StaffTask>(path, signal)))),
  });
  const choices = useTaskChoices();
  const [project, setProject] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const visible = useMemo(
    () =>
      (tasks.data?.tasks ?? []).filter(
        (task) =>
          (branch === 'all' || task.branchId === branch) && (project === '' || String(task.projectId) === project),
      ),
    [tasks.data, branch, project],
  );
  const byId = useMemo(() => new Map(visible.map((task) => [task.id, task])), [visible]);
  // While a card is dragged the board shows the columns of the drag; otherwise the server's order.
  const [dragColumns, setDragColumns] = useState<BoardColumns | null>(null);
  const columns = dragColumns ?? columnsOf(visible);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const dragging = useRef(false);

  const move = useMutation({
    mutationFn: (m: Move) =>
      api.post<StaffTask>(
        `/tasks/${m.task.id}/move`,
        { status: m.status, beforeTaskId: m.beforeTaskId },
        { ifMatch: m.task.version },
      ),
    onSuccess: () => setFailure(null),
    onError: (error) => setFailure(apiMessageOf(error, t.moveFailed)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: tasksListKey });
      // A card picked up meanwhile (the next move while this one saved) keeps its drag's columns.
      if (!dragging.current) setDragColumns(null);
    },
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: string | number) => byId.get(Number(id))?.title ?? '';
  const placeOf = (id: string | number) => {
    const status = statusOf(columnsRef.current, id);
    return status ? { column: t.statuses[status], place: columnsRef.current[status].indexOf(Number(id)) + 1 } : null;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragStart(titleOf(active.id)),
    onDragOver: ({ active, over }) => {
      const at = over ? placeOf(active.id) : null;
      return at ? t.dragOver(titleOf(active.id), at.column, at.place) : t.dragOutside(titleOf(active.id));
    },
    onDragEnd: ({ active, over }) => {
      const at = over ? placeOf(active.id) : null;
      return at ? t.dragEnd(titleOf(active.id), at.column, at.place) : t.dragCancel(titleOf(active.id));
    },
    onDragCancel: ({ active }) => t.dragCancel(titleOf(active.id)),
  };

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const next = moveAcross(columnsRef.current, Number(active.id), over.id);
    if (next !== columnsRef.current) setDragColumns(next);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const task = byId.get(Number(active.id));
    const current = columnsRef.current;
    const status = statusOf(current, active.id);
    if (!task || !over || status === null) {
      setDragColumns(null);
      return;
    }
    let column = current[status];
    const overIndex = column.indexOf(Number(over.id));
    const from = column.indexOf(task.id);
    if (overIndex >= 0 && overIndex !== from) column = arrayMove(column, from, overIndex);
    const index = column.indexOf(task.id);
    const rest = column.filter((id) => id !== task.id);
    const beforeTaskId = beforeIdAt(rest, index);
    const original = columnsOf(visible)[task.status];
    const unchanged = status === task.status && column.every((id, i) => original[i] === id);
    if (unchanged) {
      setDragColumns(null);
      return;
    }
    setDragColumns({ ...current, [status]: column });
    move.mutate({ task, status, beforeTaskId });
  }

  return (
    <div className={boardStyles.board}>
      <TaskTabs />
      <div className={styles.header}>
        <h1 className={boardStyles.heading}>{t.title}</h1>
        <FilterSelect
          label={t.project}
          value={project}
          options={[
            { id: '', label: t.allProjects },
            ...choices.projectOptions.map((o) => ({ id: String(o.id), label: o.label })),
          ]}
          onChange={setProject}
        />
        <Link to={`${tasksPath}/new`} className={`${formStyles.primaryButton} ${listStyles.buttonLink}`}>
          {t.newTask}
        </Link>
      </div>
      <p className={styles.hint}>{t.dragHint}</p>
      {(tasks.data?.doneTotal ?? 0) > doneOnBoard && (
        <p className={styles.hint} data-testid="task-board-done-note">
          {t.doneOnBoard(doneOnBoard, tasks.data?.doneTotal ?? 0)}{' '}
          <Link to={`${tasksPath}/liste`}>{t.allDoneInList}</Link>
        </p>
      )}
      {tasks.isError && (
        <p role="alert" className={formStyles.error}>
          {t.loadFailed}
        </p>
      )}
      <p role="alert" className={formStyles.error} data-testid="task-board-error">
        {failure ?? ''}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragHint } }}
        onDragStart={() => {
          dragging.current = true;
          setDragColumns(columnsRef.current);
        }}
        onDragOver={onDragOver}
        onDragEnd={(event) => {
          dragging.current = false;
          onDragEnd(event);
        }}
        onDragCancel={() => {
          dragging.current = false;
          setDragColumns(null);
        }}
      >
        <div className={boardStyles.columns}>
          {taskStatuses.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              tasks={columns[status].map((id) => byId.get(id)).filter((task): task is StaffTask => task !== undefined)}
              assigneeNames={choices.assigneeNames}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}
