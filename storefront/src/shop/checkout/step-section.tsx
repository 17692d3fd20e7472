import { type ReactNode, useId } from 'react';
import styles from './checkout.module.css';

/** One of the three checkout steps (spec §2): a numbered, labelled section. */
export function StepSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
