import { type StaffOrder, useCurrentOrders } from '@bestell/api-client';
import {
  type BoardColumnState,
  boardColumnStates,
  groupBoardOrders,
  backofficeShellMessages as m,
} from '@bestell/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import boardStyles from '../../layout/board.module.css';
import { OnlinePausePanel } from '../../online-pause/online-pause-panel';
import { useBranchChoice } from '../../shell/branch-choice';
import styles from './board.module.css';
import { BoardCard } from './board-card';
import { useOrderAlerts } from './order-alerts';
import { useBoardAction } from './use-board-actions';

/** Loaded when 'Bestätigen' is first pressed: its modal (React Aria) stays out of the board's first load (≤ 150 KB). */
const ConfirmQuoteDialog = lazy(() =>
  import('./confirm-quote-dialog').then((module) => ({ default: module.ConfirmQuoteDialog })),
);

const columnTitles: Record<BoardColumnState, string> = {
  waiting: m.columnWaiting,
  confirmed: m.columnConfirmed,
  'in-delivery': m.columnInDelivery,
};

/** The clock of the timers: one tick a minute is enough for 'seit 5 Min.'. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /backend/orders: the live board of the chosen branch(es), a column per state. */
export function BoardPage() {
  const { branch, branches } = useBranchChoice();
  const orders = useCurrentOrders(branch);
  const { alertingIds } = useOrderAlerts();
  const action = useBoardAction();
  const now = useMinuteClock();
  const columns = useMemo(() => groupBoardOrders(orders.data ?? []), [orders.data]);
  const busyId = action.isPending ? action.variables?.id : undefined;
  const [confirming, setConfirming] = useState<StaffOrder | null>(null);
  const confirmingBranch = branches.find((entry) => entry.id === confirming?.branch.id);

  return (
    <div className={boardStyles.board}>
      <h1 className={boardStyles.heading}>{m.boardHeading}</h1>
      <OnlinePausePanel
        branches={branch === 'all' ? branches : branches.filter((entry) => entry.id === branch)}
        now={now}
      />
      {orders.error && orders.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {m.boardLoadFailed}
        </p>
      )}
      {action.error && action.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {action.error.errors[0]?.message ?? m.actionFailed}
        </p>
      )}
      {orders.data && orders.data.length === 0 && <p className={styles.empty}>{m.boardEmpty}</p>}
      <div className={boardStyles.columns} aria-busy={orders.isPending} data-testid="board-columns">
        {boardColumnStates.map((state) => (
          <section key={state} className={boardStyles.column} aria-labelledby={`board-column-${state}`}>
            <h2 id={`board-column-${state}`} className={styles.columnTitle}>
              {columnTitles[state]} <span className={styles.count}>{columns[state].length}</span>
            </h2>
            {columns[state].length === 0 ? (
              <p className={styles.columnEmpty}>{m.columnEmpty}</p>
            ) : (
              <ul className={boardStyles.cards}>
                {columns[state].map((order) => (
                  <BoardCard
                    key={order.id}
                    order={order}
                    alert={alertingIds.has(order.id)}
                    now={now}
                    busy={busyId === order.id}
                    onAction={(id, kind) =>
                      kind === 'confirm' ? setConfirming(order) : action.mutate({ id, action: kind })
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmQuoteDialog
            order={confirming}
            quickQuoteMinutes={confirmingBranch?.quickQuoteMinutes ?? []}
            timeZone={confirmingBranch?.timeZone ?? 'Europe/Vienna'}
            now={Date.now()}
            isPending={action.isPending}
            onConfirm={(order, readyInMinutes) =>
              action.mutate(
                { id: order.id, action: 'confirm', ...(readyInMinutes ? { readyInMinutes } : {}) },
                { onSettled: () => setConfirming(null) },
              )
            }
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
