import {
  backofficeBranchesMessages as b,
  type ClosedTextsBranch,
  localDateOf,
  parseTimeOfDay,
  wallClockToInstant,
} from '@bestell/domain';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { DateField, TimeField } from '../forms';
import type { BranchFormValues } from './branch-form-values';
import styles from './branches.module.css';
import { type PreviewLines, previewLines, validHours } from './preview-lines';

interface PreviewAt {
  date: string | null;
  time: string | null;
}

/** The instant of a local date and minute, or null while the date is half typed (year 2, 20, 202 …). */
function instantAt(date: string, minute: number, zone: string): number | null {
  if (!/^(19|20|21)\d\d-\d\d-\d\d$/.test(date)) return null;
  try {
    return wallClockToInstant(date, minute, zone);
  } catch {
    return null;
  }
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Lines({ title, lines, testId }: { title: string; lines: PreviewLines; testId: string }) {
  return (
    <div className={styles.previewBox} data-testid={testId}>
      <h4 className={styles.previewTitle}>{title}</h4>
      <dl className={styles.previewList}>
        <dt>{b.preview.store}</dt>
        <dd>
          {lines.store.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </dd>
        {lines.delivery && (
          <>
            <dt>{b.preview.delivery}</dt>
            <dd>
              {lines.delivery.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

/**
 * What the shop will say with the hours as they stand in the form (saved or not): now, and at a chosen date and
 * time in the branch's time zone. Computed by the domain functions the store page uses.
 */
export function HoursPreview() {
  const { control } = useFormContext<BranchFormValues>();
  const [openingHours, deliveryHours, isDeliveryHoursEnabled, timeZone, isPreorderEnabled, closedMessage, delivers] =
    useWatch({
      control,
      name: [
        'openingHours',
        'deliveryHours',
        'isDeliveryHoursEnabled',
        'timeZone',
        'isPreorderEnabled',
        'closedMessage',
        'isDeliveryEnabled',
      ],
    });
  const zone = timeZone || 'Europe/Vienna';
  const now = useNow(30_000);
  const at = useForm<PreviewAt>({ defaultValues: { date: localDateOf(now, zone), time: '12:00' } });
  const [date, time] = useWatch({ control: at.control, name: ['date', 'time'] });
  const opening = validHours(openingHours);
  const delivery = validHours(deliveryHours);
  const branch: ClosedTextsBranch = {
    openingHours: opening.entries,
    deliveryHours: delivery.entries,
    isDeliveryHoursEnabled: isDeliveryHoursEnabled === true,
    timeZone: zone,
    isPreorderEnabled: isPreorderEnabled === true,
    closedMessage: typeof closedMessage === 'string' && closedMessage.trim() !== '' ? closedMessage : null,
    isDeliveryEnabled: delivers === true,
  };
  const minute = time ? parseTimeOfDay(time) : null;
  const chosen = date && minute !== null ? instantAt(date, minute, zone) : null;
  return (
    <div className={styles.preview} data-testid="hours-preview">
      <p className={styles.muted}>{b.preview.intro}</p>
      {(opening.skipped || delivery.skipped) && <p className={styles.warning}>{b.preview.invalid}</p>}
      <div className={styles.previewGrid}>
        <Lines title={b.preview.now} lines={previewLines(branch, now)} testId="preview-now" />
        <div className={styles.previewBox}>
          <FormProvider {...at}>
            <div className={styles.previewPickers}>
              <DateField<PreviewAt> name="date" label={b.preview.date} />
              <TimeField<PreviewAt> name="time" label={b.preview.time} />
            </div>
          </FormProvider>
          {chosen !== null && <Lines title={b.preview.at} lines={previewLines(branch, chosen)} testId="preview-at" />}
        </div>
      </div>
    </div>
  );
}
