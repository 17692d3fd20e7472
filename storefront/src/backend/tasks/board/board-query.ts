import type { BranchFilter, StaffPage } from '@bestell/api-client';
import type { StaffTask } from '../task-values';

/** The board shows the Erledigt column's latest cards only (done tasks pile up; all of them are in the list). */
export const doneOnBoard = 50;

/**
 * What the board loads: Offen and In Arbeit whole (up to the API's 1000 each), Erledigt its `doneOnBoard` last
 * changed cards (a card just moved or dropped anywhere in Erledigt is among them, so it never vanishes on drop; the
 * column still shows them in board order), of the branch chosen in the back-office (filtered by the API, so another
 * branch's tasks do not crowd out the latest).
 */
export function boardTaskPaths(branch: BranchFilter): [string, string, string] {
  const scope = branch === 'all' ? '' : `&branchId=${branch}`;
  return [
    `/tasks?status=open&sort=position&limit=1000${scope}`,
    `/tasks?status=in_progress&sort=position&limit=1000${scope}`,
    `/tasks?status=done&sort=-updatedAt,-id&limit=${doneOnBoard}${scope}`,
  ];
}

export interface BoardTasks {
  tasks: StaffTask[];
  /** How many done tasks there are in all (more than the board shows: the list has them). */
  doneTotal: number;
}

/** The three pages as the board's tasks (the columns sort them by position). */
export function boardTasksOf([open, inProgress, done]: StaffPage<StaffTask>[]): BoardTasks {
  return {
    tasks: [...(open?.rows ?? []), ...(inProgress?.rows ?? []), ...(done?.rows ?? [])],
    doneTotal: done?.total ?? 0,
  };
}
