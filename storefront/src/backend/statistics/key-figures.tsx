import { backofficeStatisticsMessages as m } from '@bestell/domain';
import type { KeyFigure } from './panels';
import styles from './statistics.module.css';

const arrows = { up: '▲ ', down: '▼ ', same: '', none: '' } as const;

/** The five key figures, each with its change against the previous period of equal length. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <section aria-labelledby="statistik-kennzahlen">
      <h2 id="statistik-kennzahlen" className={styles.visuallyHidden}>
        {m.figures.heading}
      </h2>
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <li key={figure.id} className={styles.figure} data-testid={`figure-${figure.id}`}>
            <p className={styles.figureLabel}>{figure.label}</p>
            <p className={styles.figureValue} data-testid="figure-value">
              {figure.value}
            </p>
            <p className={styles.change} data-direction={figure.direction} data-testid="figure-change">
              <span aria-hidden="true">{arrows[figure.direction]}</span>
              {figure.change}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
