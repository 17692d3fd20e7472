import type { StaffOrder } from '@bestell/api-client';
import {
  Dec,
  formatCurrency,
  backofficeOrdersMessages as m,
  pricingMessages,
  toPlainDecimalString,
  tryParseDecimal,
} from '@bestell/domain';
import styles from './orders.module.css';

export type OrderTotalsOrder = Pick<StaffOrder, 'pricing' | 'currency' | 'isApproximate' | 'isDelivery'>;

export interface OrderTotalsProps {
  order: OrderTotalsOrder;
  /** The chosen charity (the shop pays the donation); its name when the app knows it. */
  donateeName?: string | null;
}

function rateText(rate: string): string {
  const value = tryParseDecimal(rate);
  return (value === null ? rate : toPlainDecimalString(value)).replace('.', ',');
}

/** Net, tax per rate, delivery fee ('Kostenlos' when free), donation and gross; 'ca.' when approximate. */
export function OrderTotals({ order, donateeName }: OrderTotalsProps) {
  const { pricing, currency } = order;
  const approx = order.isApproximate ? `${pricingMessages.approximate} ` : '';
  const money = (amount: string) => `${approx}${formatCurrency(amount, currency)}`;
  const rates = Object.entries(pricing.taxes).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <dl className={styles.totals} data-testid="order-totals">
      <div>
        <dt>{m.subtotal}</dt>
        <dd>{money(pricing.gross)}</dd>
      </div>
      {order.isDelivery && (
        <div>
          <dt>{m.deliveryFee}</dt>
          <dd data-testid="order-delivery-fee">
            {tryParseDecimal(pricing.deliveryGross) === Dec.ZERO
              ? pricingMessages.free
              : formatCurrency(pricing.deliveryGross, currency)}
          </dd>
        </div>
      )}
      <div>
        <dt>{m.net}</dt>
        <dd data-testid="order-net">{money(pricing.net)}</dd>
      </div>
      {rates.map(([rate, amount]) => (
        <div key={rate}>
          <dt>{m.taxAtRate({ rate: rateText(rate) })}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      {donateeName !== undefined && donateeName !== null && (
        <div>
          <dt>{m.donation}</dt>
          <dd>{donateeName}</dd>
        </div>
      )}
      <div className={styles.grossRow}>
        <dt>{m.gross}</dt>
        <dd data-testid="order-total">{money(pricing.totalGross)}</dd>
      </div>
    </dl>
  );
}
