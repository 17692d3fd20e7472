import { backofficeTableMessages as t } from '@bestell/domain';
import { useId } from 'react';
import styles from './data-table.module.css';

interface TablePaginationProps {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** More rows exist than `total` (the API counted only so far): said as 'von mehr als …'. */
  totalCapped?: boolean;
  pageSizes: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Paging controls under a table: range, first/previous/next/last page and the page size. */
export function TablePagination(props: TablePaginationProps) {
  const { pageIndex, pageSize, total, pageSizes, onPageIndexChange, onPageSizeChange } = props;
  const pageCount = Math.max(1, props.pageCount);
  const sizeId = useId();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pageCount - 1;
  return (
    <nav className={styles.pagination} aria-label={t.pagination}>
      <span className={styles.range}>
        {total === 0 ? t.total(0) : props.totalCapped ? t.rangeOfMore(from, to, total) : t.range(from, to, total)}
      </span>
      <span className={styles.pageButtons}>
        <button type="button" onClick={() => onPageIndexChange(0)} disabled={atStart} aria-label={t.firstPage}>
          <span aria-hidden="true">«</span>
        </button>
        <button
          type="button"
          onClick={() => onPageIndexChange(pageIndex - 1)}
          disabled={atStart}
          aria-label={t.previousPage}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span className={styles.pageOf} aria-live="polite">
          {props.totalCapped ? t.pageOfMore(pageIndex + 1, pageCount) : t.pageOf(pageIndex + 1, pageCount)}
        </span>
        <button type="button" onClick={() => onPageIndexChange(pageIndex + 1)} disabled={atEnd} aria-label={t.nextPage}>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" onClick={() => onPageIndexChange(pageCount - 1)} disabled={atEnd} aria-label={t.lastPage}>
          <span aria-hidden="true">»</span>
        </button>
      </span>
      {pageSizes.length > 1 ? (
        <span className={styles.pageSize}>
          <label htmlFor={sizeId}>{t.pageSize}</label>
          <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </nav>
  );
}
