import {
  type BranchFilter,
  type OrderEvent,
  type StaffOrder,
  useCurrentOrders,
  useOrderFeed,
} from '@bestell/api-client';
import {
  alertingOrders,
  boardTitle,
  formatCurrency,
  isAlertingOrder,
  backofficeShellMessages as m,
  ringsOnceOnArrival,
} from '@bestell/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import styles from './board.module.css';
import { useAlertSound } from './use-alert-sound';
import { useDesktopNotifications } from './use-desktop-notifications';

export interface OrderAlerts {
  /** Ids of the orders that ring (not yet acknowledged, not rejected or canceled). */
  alertingIds: ReadonlySet<number>;
  connected: boolean;
}

const OrderAlertsContext = createContext<OrderAlerts>({ alertingIds: new Set(), connected: true });

export const useOrderAlerts = () => useContext(OrderAlertsContext);

interface OrderAlertsProviderProps {
  branch: BranchFilter;
  /** The page's name for the tab title ('Bestellungen', 'Produkte' …). */
  titleLabel: string;
  shopName: string | null;
  children: ReactNode;
}

/**
 * The live side of the back-office, on every screen of the shell: the one event stream of the tab, the alert (sound
 * every ~2 s, `order-alert` banner, desktop notification, count in the tab title) while an order is unacknowledged,
 * and the 'Verbindung unterbrochen' banner while the stream is away.
 */
export function OrderAlertsProvider({ branch, titleLabel, shopName, children }: OrderAlertsProviderProps) {
  const orders = useCurrentOrders(branch);
  const notifications = useDesktopNotifications();
  const { notify } = notifications;
  const alerting = useMemo(() => alertingOrders(orders.data ?? []), [orders.data]);
  const sound = useAlertSound(alerting.length > 0);
  const { ringOnce } = sound;
  const onEvent = useCallback(
    (event: OrderEvent, order: StaffOrder | null) => {
      if (!order) return;
      const autoAccepted = ringsOnceOnArrival(event.type, order);
      if (autoAccepted) ringOnce();
      if (event.type !== 'order.created' || !(autoAccepted || isAlertingOrder(order))) return;
      notify(
        m.notificationTitle({ ticket: order.ticketNumber }),
        m.notificationBody({
          name: `${order.firstName} ${order.lastName}`.trim(),
          total: formatCurrency(order.pricing.totalGross, order.currency),
        }),
        `order-${order.id}`,
      );
    },
    [notify, ringOnce],
  );
  const { connected } = useOrderFeed({ branch, enabled: true, onEvent });

  useEffect(() => {
    document.title = boardTitle({ alerting: alerting.length, label: titleLabel, shopName });
  }, [alerting.length, titleLabel, shopName]);

  const value = useMemo(
    () => ({ alertingIds: new Set(alerting.map((order) => order.id)), connected }),
    [alerting, connected],
  );

  return (
    <OrderAlertsContext.Provider value={value}>
      <div className={styles.liveBar}>
        {!connected && (
          <p role="alert" className={styles.disconnected} data-testid="connection-lost">
            {m.disconnected}
          </p>
        )}
        <div role="status" className={styles.alertRegion}>
          {alerting.length > 0 && (
            <p className={styles.alert} data-testid="order-alert">
              <span aria-hidden="true" className={styles.bell}>
                ●
              </span>
              {m.alerting({ count: alerting.length })}
            </p>
          )}
        </div>
        {(sound.needsGesture || notifications.permission === 'default') && (
          <div className={styles.liveButtons}>
            {sound.needsGesture && (
              <button type="button" className={styles.soundButton} onClick={() => void sound.enable()}>
                {m.enableSound}
              </button>
            )}
            {notifications.permission === 'default' && (
              <button type="button" className={styles.secondaryButton} onClick={() => void notifications.request()}>
                {m.enableNotifications}
              </button>
            )}
          </div>
        )}
      </div>
      {children}
    </OrderAlertsContext.Provider>
  );
}
