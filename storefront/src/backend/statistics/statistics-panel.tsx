import { backofficeStatisticsMessages as m } from '@bestell/domain';
import { type ReactNode, useState } from 'react';
import { downloadText, panelCsv } from './csv';
import type { DayRange } from './date-range';
import { PanelTable } from './panel-table';
import type { PanelTable as PanelTableData } from './panels';
import styles from './statistics.module.css';

export interface StatisticsPanelProps {
  /** Stable id: the heading's id and the CSV file's name part. */
  id: string;
  title: string;
  table: PanelTableData;
  days: DayRange;
  /** False when every value is zero (or there are no rows): the panel says so instead of an empty chart. */
  hasData: boolean;
  wide?: boolean;
  tall?: boolean;
  /** The chart (drawn on a canvas; screen readers read the table instead). */
  children: ReactNode;
}

/**
 * One panel of the dashboard: heading, 'Tabelle anzeigen' / 'Diagramm anzeigen', 'CSV herunterladen', and the chart
 * with its table. Beside the chart the table is visually hidden (screen readers read it, with its caption); in table
 * view it replaces the chart.
 */
export function StatisticsPanel({ id, title, table, days, hasData, wide, tall, children }: StatisticsPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = `statistik-${id}`;
  const empty = !hasData || table.rows.length === 0;
  const download = () =>
    downloadText(
      m.csvFileName({ panel: id, from: days.from, to: days.to }),
      panelCsv(
        table.headers,
        table.rows.map((row) => row.csv),
      ),
    );
  return (
    <section className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          {title}
        </h2>
        <div className={styles.panelActions}>
          <button
            type="button"
            className={styles.panelButton}
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            {m.showTable}
          </button>
          <button type="button" className={styles.panelButton} onClick={download} disabled={empty}>
            {m.downloadCsv}
          </button>
        </div>
      </div>
      {empty ? (
        <p className={styles.empty}>{m.empty}</p>
      ) : (
        <>
          {!asTable && <div className={`${styles.chart} ${tall ? styles.chartTall : ''}`}>{children}</div>}
          <PanelTable table={table} caption={title} hidden={!asTable} />
        </>
      )}
    </section>
  );
}
