import type { PanelTable as PanelTableData } from './panels';
import styles from './statistics.module.css';

/** A panel's values as a table with a caption (visible in table view, visually hidden beside the chart). */
export function PanelTable({ table, caption, hidden }: { table: PanelTableData; caption: string; hidden: boolean }) {
  return (
    <div className={hidden ? styles.visuallyHidden : styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.headers.map((header, index) => (
              <th key={header} scope="col" className={table.numeric[index] ? styles.numeric : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.csv[0]}>
              {row.display.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per panel
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per panel
                  <td key={index} className={table.numeric[index] ? styles.numeric : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
