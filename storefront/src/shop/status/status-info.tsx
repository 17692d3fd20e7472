import type { PublicOrder } from '@bestell/api-client';
import {
  Dec,
  findUnit,
  formatCurrency,
  messages,
  type PaymentMethod,
  paymentStatusLabels,
  type ServiceMode,
  tryParseDecimal,
} from '@bestell/domain';
import { formatAmount } from '../configurator/configurator-state';
import { formatAppointment } from './format-instant';
import styles from './status.module.css';

const modeLabels: Readonly<Record<ServiceMode, string>> = {
  takeaway: messages.pricing.modeTakeaway,
  delivery: messages.pricing.modeDelivery,
  dineIn: messages.pricing.modeDineIn,
};

const paymentLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: messages.pricing.paymentCash,
  'atm-card': messages.pricing.paymentAtmCard,
  voucher: messages.pricing.paymentVoucher,
  online: messages.pricing.paymentOnline,
  'online-alternative': messages.pricing.paymentOnline,
};

function amountText(item: PublicOrder['items'][number]): string {
  const amount = tryParseDecimal(item.amount);
  const unit = findUnit(item.unit)?.shortName ?? item.unit;
  return messages.statusPage.amountOf({
    amount: amount === null ? item.amount : formatAmount(amount),
    unit,
    name: item.name,
  });
}

/** Spec §2 Order status page: the info block — when, how, where, how it is paid, what was ordered and the total. */
export function StatusInfo({ order, timeZone }: { order: PublicOrder; timeZone: string }) {
  const approximate = order.isApproximate ? `${messages.pricing.approximate} ` : '';
  return (
    <section className={styles.box} aria-labelledby="status-info-title">
      <h2 id="status-info-title">{messages.statusPage.infoTitle}</h2>
      <dl className={styles.facts}>
        <dt>{messages.statusPage.appointment}</dt>
        <dd data-testid="status-appointment">
          {order.appointmentDate === null
            ? messages.hours.asSoonAsPossible
            : formatAppointment(order.appointmentDate, timeZone)}
        </dd>
        <dt>{messages.pricing.deliveryType}</dt>
        <dd>{modeLabels[order.mode]}</dd>
        {order.tableIdentifier && (
          <>
            <dt>{messages.statusPage.table}</dt>
            <dd>{order.tableIdentifier}</dd>
          </>
        )}
        <dt>{messages.statusPage.paymentMethod}</dt>
        <dd>{paymentLabels[order.paymentMethod]}</dd>
        {order.paymentStatus && (
          <>
            <dt>{messages.statusPage.paymentStatus}</dt>
            <dd>{paymentStatusLabels[order.paymentStatus]}</dd>
          </>
        )}
        {order.rejectionMessage && (
          <>
            <dt>{messages.statusPage.rejectionMessage}</dt>
            <dd>{order.rejectionMessage}</dd>
          </>
        )}
      </dl>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.index}>
            <span>{amountText(item)}</span>
            <span>{formatCurrency(item.gross, order.currency)}</span>
          </li>
        ))}
        {order.isDelivery && (
          <li>
            <span>{messages.pricing.deliveryCosts}</span>
            <span>
              {tryParseDecimal(order.pricing.deliveryGross) === Dec.ZERO
                ? messages.pricing.free
                : formatCurrency(order.pricing.deliveryGross, order.currency)}
            </span>
          </li>
        )}
      </ul>
      <p className={styles.total}>
        <span>{messages.pricing.total}</span>
        <span data-testid="status-total">
          {approximate}
          {formatCurrency(order.pricing.totalGross, order.currency)}
        </span>
      </p>
    </section>
  );
}
