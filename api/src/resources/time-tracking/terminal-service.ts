import { type WorkingAction, workingActionBodySchema } from '@bestell/domain';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import type { WorkingActivity } from './activity-repository.js';
import { type ActionAnswer, applyWorkingAction, type TodayAnswer, todayOf } from './activity-service.js';
import { findBranchEmployee, listBranchEmployees, type TerminalEmployeeRow } from './employees-repository.js';
import { verifyTerminalPin } from './pin-service.js';
import { issueTerminalToken, type TerminalEmployee } from './terminal-auth.js';

/** The signed-in employee as the terminal shows them (spec §2 "me"). */
export interface TerminalMe {
  id: number;
  displayName: string;
  branchId: number;
  workingActivity: WorkingActivity | null;
  todayMinutes: number;
}

export interface SignInAnswer {
  me: TerminalMe;
  accessToken: string;
  expiresAt: string;
}

/**
 * What the terminal routes (branch key in the path) and the desk's routes (device credential) share: the branch is
 * established by the caller, everything else is the same service.
 */
export function listEmployees(deps: AppDeps, branchId: number): Promise<TerminalEmployeeRow[]> {
  return listBranchEmployees(deps.db, branchId, deps.now());
}

async function meOf(deps: AppDeps, employee: TerminalEmployee, name?: string): Promise<TerminalMe> {
  const displayName =
    name ?? (await findBranchEmployee(deps.db, employee.branchId, employee.userId, deps.now()))?.displayName;
  if (displayName === undefined) throw AppError.notFound();
  const today = await todayOf(deps, employee);
  return {
    id: employee.userId,
    displayName,
    branchId: employee.branchId,
    workingActivity: today.current,
    todayMinutes: today.todayMinutes,
  };
}

export async function signIn(deps: AppDeps, branchId: number, userId: number, pin: string): Promise<SignInAnswer> {
  const employee = await verifyTerminalPin(deps, branchId, userId, pin);
  const token = await issueTerminalToken(deps.db, employee.id, branchId, deps.now());
  return {
    me: await meOf(deps, { userId: employee.id, branchId }, employee.displayName),
    accessToken: token.accessToken,
    expiresAt: token.expiresAt.toISOString(),
  };
}

export function getMe(deps: AppDeps, employee: TerminalEmployee): Promise<TerminalMe> {
  return meOf(deps, employee);
}

export function getToday(deps: AppDeps, employee: TerminalEmployee): Promise<TodayAnswer> {
  return todayOf(deps, employee);
}

/** Start/pause/resume/end take no body (strict bodies): anything but none or `{}` is a German 422, nothing changed. */
export function noActionBody(body: unknown): void {
  workingActionBodySchema.parse(body);
}

export function act(deps: AppDeps, employee: TerminalEmployee, action: WorkingAction): Promise<ActionAnswer> {
  return applyWorkingAction(deps, employee, action);
}
