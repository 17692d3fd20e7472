import {
  DEFAULT_TIME_ZONE,
  formatGermanDate,
  formatLocalTime,
  formatSheetMinutes,
  localDateOf,
  timeTrackingMessages as m,
  type WorkingAction,
} from '@bestell/domain';
import { useCallback, useEffect, useState } from 'react';
import { PinPad } from './pin-pad';
import styles from './time-clock.module.css';
import {
  type TimeClockActivity,
  type TimeClockBalance,
  type TimeClockEmployee,
  TimeClockError,
  type TimeClockShift,
  type TimeClockTransport,
} from './transport';
import { useIdleTimeout } from './use-idle-timeout';

export const timeClockIdleMs = 20_000;

interface Session {
  employee: TimeClockEmployee;
  token: string;
  activity: TimeClockActivity | null;
  todayMinutes: number;
  shift: TimeClockShift | null;
  balance: TimeClockBalance | null;
}

const doneTexts: Record<WorkingAction, string> = {
  start: m.started,
  pause: m.paused,
  resume: m.resumed,
  end: m.ended,
};
const actionLabels: Record<WorkingAction, string> = { start: m.start, pause: m.pause, resume: m.resume, end: m.end };

function actionsFor(activity: TimeClockActivity | null): WorkingAction[] {
  if (!activity || activity.state === 'ended') return ['start'];
  return activity.state === 'paused' ? ['resume', 'end'] : ['pause', 'end'];
}

function hours(minutes: number): string {
  return m.hoursMinutes({ hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

function signedHours(minutes: number): string {
  return m.balanceValue({ hours: `${minutes > 0 ? '+' : ''}${formatSheetMinutes(minutes)}` });
}

function BalanceFacts({ balance }: { balance: TimeClockBalance }) {
  return (
    <>
      <div>
        <dt>{m.monthWorked}</dt>
        <dd data-testid="time-clock-month">
          {m.workedOfPlanned({
            worked: formatSheetMinutes(balance.workedMinutes),
            planned: formatSheetMinutes(balance.plannedMinutes),
          })}
        </dd>
      </div>
      <div>
        <dt>{m.balance}</dt>
        <dd data-testid="time-clock-balance">{signedHours(balance.overtimeCarriedMinutes)}</dd>
      </div>
      <div>
        <dt>{m.holidaysLeft({ year: balance.holidays.year })}</dt>
        <dd>{m.holidayDays({ days: String(balance.holidays.leftDays).replace('.', ',') })}</dd>
      </div>
    </>
  );
}

function stateLine(activity: TimeClockActivity | null, zone: string): string {
  if (!activity || activity.state === 'ended') return m.stateOff;
  if (activity.state === 'paused') {
    const open = activity.breaks.find((b) => b.endedAt === null);
    const since = open ? ` ${m.since({ time: formatLocalTime(new Date(open.startedAt).getTime(), zone) })}` : '';
    return `${m.statePaused}${since}`;
  }
  return `${m.stateWorking} ${m.since({ time: formatLocalTime(new Date(activity.startedAt).getTime(), zone) })}`;
}

function shiftLine(shift: TimeClockShift, zone: string): string {
  const start = new Date(shift.startsAt).getTime();
  const end = new Date(shift.endsAt).getTime();
  return m.shiftLine({
    date: formatGermanDate(localDateOf(start, zone)),
    from: formatLocalTime(start, zone),
    to: formatLocalTime(end, zone),
  });
}

/**
 * The branch time clock (issue 28.1), shared by the terminal page and the desk's tab: employee tiles → PIN pad →
 * current state, today's hours, the next shift and big Start / Pause / Fortsetzen / Ende buttons. Signs out by
 * itself after 20 s without input (and on 'Abmelden'); the access token lives only in this component's state.
 */
export function TimeClock({
  transport,
  timeZone = DEFAULT_TIME_ZONE,
  idleMs = timeClockIdleMs,
}: {
  transport: TimeClockTransport;
  timeZone?: string;
  idleMs?: number;
}) {
  const [employees, setEmployees] = useState<TimeClockEmployee[] | null>(null);
  const [chosen, setChosen] = useState<TimeClockEmployee | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    transport.employees().then(
      (list) => live && setEmployees(list),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : m.loadFailed),
    );
    return () => {
      live = false;
    };
  }, [transport]);

  const signOut = useCallback(() => {
    if (session) void transport.signOut(session.token).catch(() => undefined);
    setSession(null);
    setChosen(null);
    setError(null);
    setNotice(null);
  }, [session, transport]);

  useIdleTimeout(chosen !== null, idleMs, signOut);

  async function run<T>(work: () => Promise<T>, onRefused?: (failure: unknown) => void): Promise<T | null> {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      return await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : m.actionFailed);
      onRefused?.(failure);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function signIn(employee: TimeClockEmployee, pin: string) {
    const answer = await run(() => transport.signIn(employee.id, pin));
    if (!answer) return;
    setSession({
      employee,
      token: answer.accessToken,
      activity: answer.me.workingActivity,
      todayMinutes: answer.me.todayMinutes,
      shift: null,
      balance: null,
    });
    const [shift, balance] = await Promise.all([
      transport.nextShift(answer.accessToken),
      transport.balance(answer.accessToken),
    ]);
    setSession((current) =>
      current && current.token === answer.accessToken ? { ...current, shift, balance } : current,
    );
  }

  async function act(action: WorkingAction) {
    if (!session) return;
    const answer = await run(
      () => transport.act(session.token, action),
      (failure) => {
        // The access token ended (expired, a new PIN, the person disabled or moved): back to the tiles, the
        // server's German message stays on screen.
        if (failure instanceof TimeClockError && failure.status === 401) {
          setSession(null);
          setChosen(null);
        }
      },
    );
    if (!answer) return;
    setSession({ ...session, activity: answer.workingActivity, todayMinutes: answer.todayMinutes });
    setNotice(doneTexts[action]);
    const balance = await transport.balance(session.token);
    setSession((current) => (current && current.token === session.token ? { ...current, balance } : current));
  }

  return (
    <section className={styles.clock} aria-labelledby="time-clock-title">
      <h1 id="time-clock-title" className={styles.title}>
        {m.terminalTitle}
      </h1>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {session ? (
        <div className={styles.status}>
          <h2 className={styles.heading}>{m.greeting({ name: session.employee.displayName })}</h2>
          <p className={styles.state} data-testid="time-clock-state">
            {stateLine(session.activity, timeZone)}
          </p>
          <div className={styles.actions}>
            {actionsFor(session.activity).map((action) => (
              <button
                key={action}
                type="button"
                className={`${styles.action} ${styles[`action-${action}`] ?? ''}`}
                disabled={busy}
                onClick={() => void act(action)}
              >
                {actionLabels[action]}
              </button>
            ))}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{m.todayWorked}</dt>
              <dd data-testid="time-clock-today">{hours(session.todayMinutes)}</dd>
            </div>
            {session.shift && (
              <div>
                <dt>{m.nextShift}</dt>
                <dd data-testid="time-clock-shift">{shiftLine(session.shift, timeZone)}</dd>
              </div>
            )}
            {session.balance && <BalanceFacts balance={session.balance} />}
          </dl>
          <button type="button" className={styles.secondary} onClick={signOut}>
            {m.signOut}
          </button>
          <p className={styles.hint}>{m.autoSignOut}</p>
        </div>
      ) : chosen ? (
        <PinPad
          name={chosen.displayName}
          busy={busy}
          onSubmit={(pin) => void signIn(chosen, pin)}
          onBack={() => {
            setChosen(null);
            setError(null);
          }}
        />
      ) : (
        <div>
          <h2 className={styles.heading}>{m.chooseEmployee}</h2>
          {employees?.length === 0 && <p>{m.noEmployees}</p>}
          <ul className={styles.tiles} aria-busy={employees === null}>
            {employees?.map((employee) => (
              <li key={employee.id}>
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => {
                    setChosen(employee);
                    setError(null);
                    setNotice(null);
                  }}
                >
                  {employee.displayName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
