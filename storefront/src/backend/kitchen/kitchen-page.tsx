import { type StaffOrder, useCurrentOrders } from '@bestell/api-client';
import {
  backofficeOrdersMessages as bo,
  kitchenTickets,
  kitchenUndoMs,
  ordersMessages,
  backofficeShellMessages as shell,
} from '@bestell/domain';
import { KitchenTicketList, KitchenTotals, useKitchenClock, useTicketKeys } from '@bestell/ui';
import { useCallback, useMemo, useState } from 'react';
import { useBranchChoice } from '../shell/branch-choice';
import styles from './kitchen.module.css';
import { useKitchenAction } from './use-kitchen-action';

const m = bo.kitchen;
const defaultTimeZone = 'Europe/Vienna';

interface DoneEntry {
  id: number;
  ticket: number;
  at: number;
}

/**
 * /backend/kitchen (issue 27 point 1): the confirmed orders of the chosen branch as tickets, due first; 'Fertig' (tap
 * or keys 1–9) moves an order to ready for pickup / in delivery, 'Zurück' undoes it for 30 s; the aggregated view
 * sums the products. Live through the back-office's one event stream (every screen moves at once; a reconnect
 * catches up).
 */
export function KitchenPage() {
  const { branch, branches } = useBranchChoice();
  const orders = useCurrentOrders(branch);
  const action = useKitchenAction();
  const now = useKitchenClock(1_000);
  const [view, setView] = useState<'tickets' | 'totals'>('tickets');
  const [done, setDone] = useState<DoneEntry[]>([]);
  const tickets = useMemo(() => kitchenTickets(orders.data ?? []), [orders.data]);
  const zoneOf = useCallback(
    (branchId: number) => branches.find((entry) => entry.id === branchId)?.timeZone ?? defaultTimeZone,
    [branches],
  );
  const timeZone = branch === 'all' ? (branches[0]?.timeZone ?? defaultTimeZone) : zoneOf(branch);
  const busyId = action.isPending ? action.variables?.id : undefined;
  const { mutate } = action;

  const markDone = useCallback(
    (order: StaffOrder) => {
      mutate(
        { id: order.id, action: 'in-delivery' },
        {
          onSuccess: () =>
            setDone((list) => [
              ...list.filter((entry) => entry.id !== order.id),
              { id: order.id, ticket: order.ticketNumber, at: Date.now() },
            ]),
        },
      );
    },
    [mutate],
  );
  const undo = (entry: DoneEntry) =>
    mutate(
      { id: entry.id, action: 'back-to-confirmed' },
      { onSuccess: () => setDone((list) => list.filter((other) => other.id !== entry.id)) },
    );
  useTicketKeys(
    useCallback(
      (index: number) => {
        const order = tickets[index];
        if (order && !action.isPending) markDone(order);
      },
      [tickets, markDone, action.isPending],
    ),
  );
  const undoable = done.filter((entry) => now - entry.at < kitchenUndoMs);

  return (
    <div className={styles.kitchen}>
      <div className={styles.topBar}>
        <h1 className={styles.heading}>{m.heading}</h1>
        <fieldset className={styles.viewSwitch} aria-label={m.views}>
          <button type="button" aria-pressed={view === 'tickets'} onClick={() => setView('tickets')}>
            {m.viewTickets} <span className={styles.count}>{tickets.length}</span>
          </button>
          <button type="button" aria-pressed={view === 'totals'} onClick={() => setView('totals')}>
            {m.viewTotals}
          </button>
        </fieldset>
        <p className={styles.keyHint}>{m.keyHint}</p>
      </div>
      {orders.error && orders.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {shell.boardLoadFailed}
        </p>
      )}
      {action.error && action.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {action.error.errors[0]?.message ?? ordersMessages.statusChangeFailed}
        </p>
      )}
      <div role="status" className={styles.undoBar}>
        {undoable.map((entry) => (
          <p key={entry.id} className={styles.undoEntry}>
            <span>{m.doneNotice({ ticket: entry.ticket })}</span>
            <button
              type="button"
              className={styles.undoButton}
              disabled={busyId === entry.id}
              aria-label={m.undoFor({ ticket: entry.ticket })}
              onClick={() => undo(entry)}
            >
              {m.undo}
            </button>
          </p>
        ))}
      </div>
      {view === 'totals' ? (
        <KitchenTotals tickets={tickets} timeZone={timeZone} />
      ) : tickets.length === 0 ? (
        orders.data && <p className={styles.empty}>{m.empty}</p>
      ) : (
        <KitchenTicketList
          tickets={tickets}
          now={now}
          timeZoneOf={(order) => zoneOf(order.branch.id)}
          busyId={busyId}
          onDone={markDone}
        />
      )}
    </div>
  );
}
