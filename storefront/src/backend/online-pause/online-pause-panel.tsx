import { type OnlinePauseEntry, useOnlinePauses } from '@bestell/api-client';
import {
  activeOnlinePause,
  type Branch,
  branchTimeZone,
  busyExtraMinutes,
  onlinePauseMessages as m,
  onlinePauseDurations,
  onlinePauseEndTime,
} from '@bestell/domain';
import styles from './online-pause.module.css';
import { useOnlinePauseAction } from './use-online-pause-actions';

type PanelBranch = Pick<Branch, 'id' | 'name' | 'timeZone'>;

function durationLabel(duration: (typeof onlinePauseDurations)[number]): string {
  return duration === 'endOfDay' ? m.durationEndOfDay : m.durationMinutes({ minutes: duration });
}

/** The state line: 'Online-Bestellungen sind bis 12:30 pausiert.' or the busy line, with who set it. */
function stateLine(pause: OnlinePauseEntry, branch: PanelBranch): string {
  const time = onlinePauseEndTime(Date.parse(pause.until), branchTimeZone(branch));
  return pause.kind === 'pause' ? m.pausedUntil({ time }) : m.busyUntil({ minutes: pause.extraMinutes, time });
}

/** One branch: its pause or busy mode in force (who set it, 'Vorzeitig beenden'), else the choices. */
function BranchPause({ branch, pause, now }: { branch: PanelBranch; pause: OnlinePauseEntry | null; now: number }) {
  const action = useOnlinePauseAction();
  const active = activeOnlinePause(pause, now);
  const pending = action.isPending && action.variables?.branchId === branch.id;
  const headingId = `online-pause-${branch.id}`;
  return (
    <section className={styles.branch} aria-labelledby={headingId} data-testid={`online-pause-${branch.id}`}>
      <h2 id={headingId} className={styles.branchName}>
        {m.controlsLabel}: {branch.name}
      </h2>
      {action.error && action.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {action.error.errors[0]?.message ?? m.saveFailed}
        </p>
      )}
      {active ? (
        <p className={active.kind === 'pause' ? styles.paused : styles.busy} role="status">
          <strong>{stateLine(active, branch)}</strong>
          {active.setBy && <span className={styles.setBy}> {m.setBy({ name: active.setBy })}</span>}{' '}
          <button
            type="button"
            className={styles.end}
            disabled={pending}
            onClick={() => action.mutate({ branchId: branch.id, end: true })}
          >
            {m.endEarly}
          </button>
        </p>
      ) : null}
      <div className={styles.choices}>
        <fieldset className={styles.group} disabled={pending}>
          <legend>{m.pauseTitle}</legend>
          {onlinePauseDurations.map((duration) => (
            <button
              key={duration}
              type="button"
              onClick={() => action.mutate({ branchId: branch.id, input: { kind: 'pause', duration } })}
            >
              {durationLabel(duration)}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.group} disabled={pending}>
          <legend>{m.busyTitle}</legend>
          {busyExtraMinutes.map((minutes) => (
            <button
              key={minutes}
              type="button"
              onClick={() =>
                action.mutate({
                  branchId: branch.id,
                  input: { kind: 'busy', extraMinutes: minutes, duration: 'endOfDay' },
                })
              }
            >
              {m.extraMinutes({ minutes })}
            </button>
          ))}
        </fieldset>
      </div>
    </section>
  );
}

/**
 * Issue 27.3 on the board: pause the branch's online orders (15/30/60 minutes, end of day) or add lead time
 * (+15/+30/+45 minutes until the end of the day); what is in force shows with who set it and 'Vorzeitig beenden'.
 * With all branches chosen, each branch has its own panel (collapsed unless something is in force).
 */
export function OnlinePausePanel({ branches, now }: { branches: readonly PanelBranch[]; now: number }) {
  // No poll: the board's staff stream reads the pauses again on `branch.paused` and on every reconnect.
  const pauses = useOnlinePauses({ poll: false });
  const byBranch = new Map((pauses.data ?? []).map((pause) => [pause.branch.id, pause]));
  return (
    <div className={styles.panel}>
      {pauses.error && pauses.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {m.loadFailed}
        </p>
      )}
      {branches.map((branch) => (
        <BranchPause key={branch.id} branch={branch} pause={byBranch.get(branch.id) ?? null} now={now} />
      ))}
    </div>
  );
}
