import type { StaffOrder } from '@bestell/api-client';
import { backofficeOrdersMessages as bo, deskMessages as m, timeTrackingMessages } from '@bestell/domain';
import { OrderCard, OrderItemLines, OrderTotals } from '@bestell/ui';
import { useState } from 'react';
import type { DeskShellBridge } from '../shell/preload-api';
import { useAlertSound } from './alert-sound';
import { KitchenView } from './kitchen-view';
import { PausePanel } from './pause-panel';
import { TimeClockTab } from './time-clock-tab';
import { orderCommand, useDeskState } from './use-desk-state';
import { useMinuteClock } from './use-minute-clock';

declare global {
  interface Window {
    /** Present inside the Electron shell (preload); absent in desk:web. */
    deskShell?: DeskShellBridge;
  }
}

const printerTexts = {
  online: m.printerOnline,
  offline: m.printerOffline,
  'paper-out': m.printerPaperOut,
  unknown: m.printerOnline,
} as const;

function actionLabel(action: string, order: StaffOrder): string | null {
  switch (action) {
    case 'confirm':
      return bo.actionConfirm;
    case 'reject':
      return bo.actionReject;
    case 'in-delivery':
      return order.mode === 'delivery' ? bo.actionInDelivery : bo.actionReadyForPickup;
    case 'completed':
      return bo.actionCompleted;
    default:
      return null;
  }
}

/** Another time for a waiting order (spec §4 counter-appointment); the customer answers on the status page. */
function CounterProposal({ order, onError }: { order: StaffOrder; onError: (message: string | null) => void }) {
  const [value, setValue] = useState('');
  const inputId = `gegenvorschlag-${order.id}`;
  return (
    <form
      className="counter"
      onSubmit={async (event) => {
        event.preventDefault();
        if (value === '') return;
        onError(await orderCommand(order.id, 'counter-appointment', { at: new Date(value).toISOString() }));
      }}
    >
      <label htmlFor={inputId}>{bo.counterAppointment}</label>
      <input id={inputId} type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit">{bo.actionCounterAppointment}</button>
    </form>
  );
}

function OrderDetail({ order, onError }: { order: StaffOrder; onError: (message: string | null) => void }) {
  const run = async (verb: string) => onError(await orderCommand(order.id, verb));
  return (
    <section className="detail" aria-label={`${m.order} ${bo.ticket({ ticket: order.ticketNumber })}`}>
      <h2>
        {m.order} {bo.ticket({ ticket: order.ticketNumber })}
      </h2>
      {order.comment && (
        <p className="comment">
          <strong>{bo.comment}:</strong> {order.comment}
        </p>
      )}
      <OrderItemLines items={order.items} currency={order.currency} />
      <OrderTotals order={order} />
      <div className="actions">
        {order.allowedActions.map((action) => {
          const label = actionLabel(action, order);
          return label ? (
            <button key={action} type="button" className={`action action-${action}`} onClick={() => void run(action)}>
              {label}
            </button>
          ) : null;
        })}
        <button type="button" className="action" onClick={() => void run('print')}>
          {m.reprint}
        </button>
      </div>
      {order.state === 'waiting' && <CounterProposal order={order} onError={onError} />}
    </section>
  );
}

/** The counter screen: the branch's current orders, the ringing alert until acknowledged, the order's actions. */
export function DeskApp() {
  const state = useDeskState();
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<'orders' | 'kitchen' | 'time-clock'>('orders');
  const now = useMinuteClock();
  const alerting = state?.alerting ?? [];
  const sound = useAlertSound(alerting.length > 0, state?.testRings ?? 0);
  if (!state) return <main className="desk" aria-busy="true" />;
  const order = state.orders.find((candidate) => candidate.id === selected) ?? null;
  return (
    <main className="desk" data-rings={sound.rings}>
      <header className="bar">
        <h1>
          {m.title} · {state.branchName}
        </h1>
        <span className={`status ${state.connected ? 'ok' : 'bad'}`} data-testid="connection">
          {state.connected ? m.connected : m.disconnected}
        </span>
        <span className={`status ${state.printer.state === 'online' ? 'ok' : 'bad'}`} data-testid="printer">
          {printerTexts[state.printer.state]}
          {state.queued > 0 ? ` · ${m.queued(state.queued)}` : ''}
        </span>
        {sound.needsGesture && (
          <button type="button" className="sound" onClick={sound.enable}>
            {m.soundOn}
          </button>
        )}
      </header>
      {state.lockedOut && (
        <p role="alert" className="locked">
          {m.lockedOut}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <PausePanel state={state} now={now} onError={setError} />
      {alerting.length > 0 && (
        <section className="alert" role="alert" aria-live="assertive" data-testid="alert">
          <strong>{m.newOrder}</strong>
          {state.alerts.map((alert) => (
            <button
              key={alert.id}
              type="button"
              onClick={async () => setError(await orderCommand(alert.id, 'acknowledge'))}
            >
              {m.acknowledge} {bo.ticket({ ticket: alert.ticketNumber })}
            </button>
          ))}
        </section>
      )}
      <nav className="tabs" aria-label={m.title}>
        <button type="button" aria-pressed={tab === 'orders'} onClick={() => setTab('orders')}>
          {m.ordersTab}
        </button>
        <button type="button" aria-pressed={tab === 'kitchen'} onClick={() => setTab('kitchen')}>
          {bo.kitchen.nav}
        </button>
        <button type="button" aria-pressed={tab === 'time-clock'} onClick={() => setTab('time-clock')}>
          {timeTrackingMessages.terminalTitle}
        </button>
      </nav>
      {tab === 'time-clock' ? (
        <TimeClockTab />
      ) : tab === 'kitchen' ? (
        <KitchenView orders={state.orders} onError={setError} />
      ) : (
        <div className="layout">
          <section className="board" aria-label={m.title}>
            {state.orders.length === 0 && <p className="empty">{m.noOrders}</p>}
            {state.orders.map((candidate) => (
              <OrderCard
                key={candidate.id}
                order={candidate}
                alert={alerting.includes(candidate.id)}
                now={now}
                href={`#bestellung-${candidate.id}`}
                onOpen={setSelected}
              />
            ))}
          </section>
          {order && <OrderDetail order={order} onError={setError} />}
        </div>
      )}
    </main>
  );
}
