import type { StaffOrder } from '@bestell/api-client';
import { backofficeOrdersMessages as bo, kitchenTickets, kitchenUndoMs } from '@bestell/domain';
import { KitchenTicketList, KitchenTotals, useKitchenClock, useTicketKeys } from '@bestell/ui';
import { useCallback, useMemo, useState } from 'react';
import { orderCommand } from './use-desk-state';

const k = bo.kitchen;
const timeZone = 'Europe/Vienna';

interface DoneEntry {
  id: number;
  ticket: number;
  at: number;
}

/**
 * The desk's kitchen tab (issue 27 point 1): the branch's confirmed orders as tickets (the shared ticket of
 * packages/ui), 'Fertig' by touch or keys 1–9 through the desk's own command path, 'Zurück' for 30 s, the totals.
 */
export function KitchenView({ orders, onError }: { orders: StaffOrder[]; onError: (message: string | null) => void }) {
  const now = useKitchenClock(1_000);
  const [view, setView] = useState<'tickets' | 'totals'>('tickets');
  const [done, setDone] = useState<DoneEntry[]>([]);
  const [busyId, setBusyId] = useState<number | undefined>(undefined);
  const tickets = useMemo(() => kitchenTickets(orders), [orders]);

  const markDone = useCallback(
    async (order: StaffOrder) => {
      setBusyId(order.id);
      const error = await orderCommand(order.id, 'in-delivery');
      setBusyId(undefined);
      onError(error);
      if (error === null) {
        setDone((list) => [
          ...list.filter((entry) => entry.id !== order.id),
          { id: order.id, ticket: order.ticketNumber, at: Date.now() },
        ]);
      }
    },
    [onError],
  );
  const undo = async (entry: DoneEntry) => {
    const error = await orderCommand(entry.id, 'back-to-confirmed');
    onError(error);
    if (error === null) setDone((list) => list.filter((other) => other.id !== entry.id));
  };
  useTicketKeys(
    useCallback(
      (index: number) => {
        const order = tickets[index];
        if (order && busyId === undefined) void markDone(order);
      },
      [tickets, markDone, busyId],
    ),
  );
  const undoable = done.filter((entry) => now - entry.at < kitchenUndoMs);

  return (
    <section className="kitchen" aria-label={k.heading}>
      <div className="kitchen-bar">
        <fieldset className="view-switch" aria-label={k.views}>
          <button type="button" aria-pressed={view === 'tickets'} onClick={() => setView('tickets')}>
            {k.viewTickets} ({tickets.length})
          </button>
          <button type="button" aria-pressed={view === 'totals'} onClick={() => setView('totals')}>
            {k.viewTotals}
          </button>
        </fieldset>
        <span className="kitchen-hint">{k.keyHint}</span>
      </div>
      <div role="status" className="kitchen-undo">
        {undoable.map((entry) => (
          <p key={entry.id}>
            {k.doneNotice({ ticket: entry.ticket })}{' '}
            <button type="button" aria-label={k.undoFor({ ticket: entry.ticket })} onClick={() => void undo(entry)}>
              {k.undo}
            </button>
          </p>
        ))}
      </div>
      {view === 'totals' ? (
        <KitchenTotals tickets={tickets} timeZone={timeZone} />
      ) : tickets.length === 0 ? (
        <p className="empty">{k.empty}</p>
      ) : (
        <KitchenTicketList
          tickets={tickets}
          now={now}
          timeZoneOf={() => timeZone}
          busyId={busyId}
          onDone={(order) => void markDone(order)}
        />
      )}
    </section>
  );
}
