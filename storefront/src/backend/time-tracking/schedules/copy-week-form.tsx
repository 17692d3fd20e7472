import { ApiError, useStaffApi } from '@bestell/api-client';
import { addDays, mondayOf, timeTrackingScheduleMessages as t } from '@bestell/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import formStyles from '../../forms/forms.module.css';
import styles from './schedule.module.css';
import { schedulesKey } from './schedule-values';

/**
 * Copy the shown week (of the branch) into the week of the chosen day (its Monday; default: the next week). After a
 * copy the view moves to the target and the choice resets to the week after it.
 */
export function CopyWeekForm(props: { monday: string; branchId: number | null; onCopied: (monday: string) => void }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [toWeek, setToWeek] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const target = toWeek === '' ? addDays(props.monday, 7) : mondayOf(toWeek);
  const copy = useMutation({
    mutationFn: () =>
      api.post<unknown[]>('/working-schedules/copy-week', {
        fromWeek: props.monday,
        toWeek: target,
        branchId: props.branchId,
      }),
    onSuccess: async (copies) => {
      setStatus({ ok: true, text: t.weekCopied({ count: copies.length }) });
      await queryClient.invalidateQueries({ queryKey: schedulesKey });
      setToWeek('');
      props.onCopied(target);
    },
    onError: (error) =>
      setStatus({
        ok: false,
        text: error instanceof ApiError && error.errors[0] ? error.errors[0].message : t.planningCreateFailed,
      }),
  });
  return (
    <form
      className={styles.copy}
      data-testid="copy-week"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus(null);
        copy.mutate();
      }}
    >
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t.copyWeekTo}</span>
        <input
          className={formStyles.input}
          type="date"
          value={target}
          onChange={(event) => setToWeek(event.target.value)}
        />
      </label>
      <button type="submit" className={formStyles.secondaryButton} disabled={copy.isPending}>
        {t.copyWeek}
      </button>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? undefined : formStyles.error}>
          {status.text}
        </p>
      )}
    </form>
  );
}
