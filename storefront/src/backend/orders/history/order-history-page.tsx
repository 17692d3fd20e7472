import { type StaffOrder, useBranches, useOrderHistory } from '@bestell/api-client';
import { backofficeOrdersMessages as m, orderStates, paymentMethods } from '@bestell/domain';
import { orderStateLabel, paymentMethodLabels } from '@bestell/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../table';
import { failureMessage } from '../detail/failure-message';
import { DateRangeFilter } from './date-range-filter';
import { FilterSelect } from './filter-select';
import styles from './history.module.css';
import { historyColumns } from './history-columns';
import {
  HISTORY_PAGE_SIZES,
  type HistoryQuery,
  historyFilterParams,
  historySearchParams,
  historySortFields,
  parseHistoryQuery,
} from './history-params';

const SEARCH_DELAY_MS = 300;

/** /backend/orders/history: search and filters in the URL, server-side paging and sorting, CSV export. */
export function OrderHistoryPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseHistoryQuery(params), [params]);
  const apiSearch = historySearchParams(query).toString();
  const history = useOrderHistory(apiSearch);
  const branches = useBranches();
  const columns = useMemo(() => historyColumns(branches.data ?? []), [branches.data]);

  // The table reports a sort change and then the reset to page 1 in one event: each builds on the one before.
  const latest = useRef(query);
  latest.current = query;
  const update = (change: Partial<HistoryQuery>, keepPage = false) => {
    const next = { ...latest.current, ...change, ...(keepPage ? {} : { page: 1 }) };
    latest.current = next;
    setParams(historySearchParams(next), { replace: true });
  };

  // The search field updates the URL after a short pause, not on every key.
  const [searchText, setSearchText] = useState(query.q);
  useEffect(() => setSearchText(query.q), [query.q]);
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = setTimeout(() => update({ q: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const exportParams = historyFilterParams(query);
  exportParams.set('sort', `${query.sort.desc ? '-' : ''}${query.sort.field}`);
  const exportHref = `/api/orders/export.csv?${exportParams.toString()}`;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{m.historyTitle}</h1>
        <a className={styles.exportLink} href={exportHref} download data-testid="history-export">
          {m.exportCsv}
        </a>
      </header>
      {history.error && (
        <p role="alert" className={styles.error}>
          {failureMessage(history.error, m.loadFailed)}
        </p>
      )}
      <DataTable<StaffOrder>
        mode="server"
        caption={m.historyTitle}
        captionHidden
        columns={columns}
        rows={history.data?.rows ?? []}
        total={history.data?.total ?? 0}
        totalCapped={history.data?.totalCapped === true}
        getRowId={(order) => String(order.id)}
        isLoading={history.isFetching}
        emptyText={m.noOrders}
        search={{ label: m.search, value: searchText, onChange: setSearchText }}
        pageSizes={HISTORY_PAGE_SIZES}
        sorting={[{ id: query.sort.field, desc: query.sort.desc }]}
        onSortingChange={(sorting) => {
          const first = sorting[0];
          const field = historySortFields.find((candidate) => candidate === first?.id);
          if (first && field) update({ sort: { field, desc: first.desc } });
        }}
        pagination={{ pageIndex: query.page - 1, pageSize: query.limit }}
        onPaginationChange={(pagination) =>
          update({ page: pagination.pageIndex + 1, limit: pagination.pageSize }, true)
        }
        toolbar={
          <>
            <DateRangeFilter from={query.from} to={query.to} onChange={(range) => update(range)} />
            <FilterSelect
              label={m.branch}
              allLabel={m.allBranches}
              options={(branches.data ?? []).map((branch) => ({ id: String(branch.id), label: branch.name }))}
              value={query.branch}
              onChange={(branch) => update({ branch })}
            />
            <FilterSelect
              label={m.state}
              allLabel={m.allStates}
              options={orderStates.map((state) => ({ id: state, label: orderStateLabel(state, 'delivery') }))}
              value={query.state}
              onChange={(state) => update({ state: orderStates.find((candidate) => candidate === state) ?? '' })}
            />
            <FilterSelect
              label={m.paymentMethod}
              allLabel={m.allPaymentMethods}
              options={paymentMethods
                .filter((method) => method !== 'online-alternative')
                .map((method) => ({ id: method, label: paymentMethodLabels[method] }))}
              value={query.paymentMethod}
              onChange={(method) =>
                update({ paymentMethod: paymentMethods.find((candidate) => candidate === method) ?? '' })
              }
            />
          </>
        }
      />
    </div>
  );
}
