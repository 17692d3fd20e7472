import type { WorkingAction } from '@bestell/domain';

/** Issue 28.1: what the time clock screen needs from its server (the branch terminal or the desk's core). */
export interface TimeClockEmployee {
  id: number;
  displayName: string;
}

export interface TimeClockActivity {
  state: 'working' | 'paused' | 'ended';
  startedAt: string;
  breaks: { startedAt: string; endedAt: string | null }[];
}

export interface TimeClockMe {
  id: number;
  displayName: string;
  workingActivity: TimeClockActivity | null;
  todayMinutes: number;
}

export interface TimeClockShift {
  startsAt: string;
  endsAt: string;
}

/** The month at a glance (T3's `…/balances`): minutes worked and planned, the carried balance, holidays left. */
export interface TimeClockBalance {
  workedMinutes: number;
  plannedMinutes: number;
  overtimeCarriedMinutes: number;
  holidays: { year: number; leftDays: number };
}

export interface TimeClockTransport {
  employees(): Promise<TimeClockEmployee[]>;
  signIn(userId: number, pin: string): Promise<{ me: TimeClockMe; accessToken: string }>;
  act(
    token: string,
    action: WorkingAction,
  ): Promise<{ workingActivity: TimeClockActivity | null; todayMinutes: number }>;
  signOut(token: string): Promise<void>;
  /** The next planned shift, or null (also when the server has no schedules). */
  nextShift(token: string): Promise<TimeClockShift | null>;
  /** The employee's month and holidays, or null when the server cannot say. */
  balance(token: string): Promise<TimeClockBalance | null>;
}

/** A refused call with the server's German message. */
export class TimeClockError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TimeClockError';
  }
}

/**
 * The transport over HTTP: `base` is `/api/time-tracking/{branchId}/{apiKey}` on the terminal (token as Bearer) or
 * the desk core's `/local/time-tracking` (token in `X-Time-Tracking-Token`, which the core forwards with the
 * device credential).
 */
export function httpTimeClockTransport(
  base: string,
  tokenIn: 'bearer' | 'header',
  fallbackMessage: string,
): TimeClockTransport {
  async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) {
      if (tokenIn === 'bearer') headers.Authorization = `Bearer ${token}`;
      else headers['X-Time-Tracking-Token'] = token;
    }
    const init: RequestInit = { method, headers, cache: 'no-store' };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${base}${path}`, init);
    if (response.status === 204) return undefined as T;
    const parsed = (await response.json().catch(() => null)) as {
      data?: T;
      errors?: { message?: string }[];
    } | null;
    if (!response.ok) throw new TimeClockError(response.status, parsed?.errors?.[0]?.message ?? fallbackMessage);
    return parsed?.data as T;
  }
  return {
    employees: () => call('GET', '/employees'),
    signIn: (userId, pin) => call('POST', '/sign-in', undefined, { userId, pin }),
    act: (token, action) => call('POST', `/working-activities/${action}`, token),
    signOut: (token) => call('POST', '/sign-out', token),
    async nextShift(token) {
      try {
        // The server answers the shifts from now on, soonest first.
        const shifts = await call<TimeClockShift[]>('GET', '/working-schedules', token);
        return shifts[0] ?? null;
      } catch {
        // No schedules yet (404 before issue 28.2 lands) or none readable: show nothing.
        return null;
      }
    },
    async balance(token) {
      try {
        return await call<TimeClockBalance>('GET', '/balances', token);
      } catch {
        return null;
      }
    },
  };
}
