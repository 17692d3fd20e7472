import type { PublicOrder } from '@bestell/api-client';
import { orderTimeline, statusPageMessages } from '@bestell/domain';
import styles from './status.module.css';

/** Spec §2/§4: the timeline, derived from the order's flags by the domain (waiting → … → completed, or canceled). */
export function StatusTimeline({ order, polling }: { order: PublicOrder; polling: boolean }) {
  const steps = orderTimeline(order);
  return (
    <section className={styles.box} aria-labelledby="status-timeline-title">
      <h2 id="status-timeline-title">{statusPageMessages.timeline}</h2>
      <ol className={styles.timeline} data-testid="status-timeline">
        {steps.map((step, index) => (
          <li
            key={step.status}
            className={[styles.step, step.done && styles.stepDone, step.current && styles.stepCurrent]
              .filter(Boolean)
              .join(' ')}
            aria-current={step.current ? 'step' : undefined}
            data-status={step.status}
            data-done={step.done}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            <span data-label>{step.label}</span>
            {step.current && <span className={styles.visuallyHidden}> ({statusPageMessages.currentStep})</span>}
          </li>
        ))}
      </ol>
      {polling && <p className={styles.muted}>{statusPageMessages.autoRefresh}</p>}
    </section>
  );
}
