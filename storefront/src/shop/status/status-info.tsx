import type { PublicDeliveryAddress, PublicOrder } from '@bestell/api-client';
import {
  Dec,
  findUnit,
  formatCurrency,
  hoursMessages,
  type PaymentMethod,
  type Product,
  paymentStatusLabels,
  pricingMessages,
  type ServiceMode,
  statusPageMessages,
  tryParseDecimal,
} from '@bestell/domain';
import { partsSummary } from '../cart/parts-summary';
import { formatAmount } from '../configurator/configurator-state';
import { formatAppointment } from './format-instant';
import styles from './status.module.css';

const modeLabels: Readonly<Record<ServiceMode, string>> = {
  takeaway: pricingMessages.modeTakeaway,
  delivery: pricingMessages.modeDelivery,
  dineIn: pricingMessages.modeDineIn,
};

const paymentLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: pricingMessages.paymentCash,
  'atm-card': pricingMessages.paymentAtmCard,
  voucher: pricingMessages.paymentVoucher,
  online: pricingMessages.paymentOnline,
  'online-alternative': pricingMessages.paymentOnline,
};

function amountText(item: PublicOrder['items'][number]): string {
  const amount = tryParseDecimal(item.amount);
  const unit = findUnit(item.unit)?.shortName ?? item.unit;
  return statusPageMessages.amountOf({
    amount: amount === null ? item.amount : formatAmount(amount),
    unit,
    name: item.name,
  });
}

/** 'Hauptstraße 1/2/3', '1010 Wien', 'AT': the lines of a delivery address that are set. */
function addressLines(address: PublicDeliveryAddress): string[] {
  const join = (parts: (string | null)[], separator: string) =>
    parts.filter((part): part is string => !!part && part.trim() !== '').join(separator);
  return [
    join([address.street, join([address.stairway, address.floor, address.door], '/')], ' '),
    join([address.zipCode, address.city], ' '),
    address.country ?? '',
  ].filter((line) => line !== '');
}

/**
 * Spec §2 Order status page: the info block — when (for 'So schnell wie möglich' also the time it resolved to), how,
 * where (the delivery address of a delivery), how it is paid, what was ordered with the chosen options, and the total.
 */
export function StatusInfo({
  order,
  timeZone,
  productOf,
}: {
  order: PublicOrder;
  timeZone: string;
  productOf: (id: number) => Product | undefined;
}) {
  const approximate = order.isApproximate ? `${pricingMessages.approximate} ` : '';
  const address = order.deliveryAddress ? addressLines(order.deliveryAddress) : [];
  return (
    <section className={styles.box} aria-labelledby="status-info-title">
      <h2 id="status-info-title">{statusPageMessages.infoTitle}</h2>
      <dl className={styles.facts}>
        <dt>{statusPageMessages.appointment}</dt>
        <dd data-testid="status-appointment">
          {order.appointmentDate === null ? (
            <>
              {hoursMessages.asSoonAsPossible}
              <br />
              <span data-testid="status-due">
                {statusPageMessages.expectedAt({ appointment: formatAppointment(order.appointment, timeZone) })}
              </span>
            </>
          ) : (
            formatAppointment(order.appointmentDate, timeZone)
          )}
        </dd>
        <dt>{pricingMessages.deliveryType}</dt>
        <dd>{modeLabels[order.mode]}</dd>
        {address.length > 0 && (
          <>
            <dt>{statusPageMessages.deliveryAddress}</dt>
            <dd data-testid="status-address">
              {address.map((line, index) => (
                <span key={line} className={styles.addressLine}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
        {order.tableIdentifier && (
          <>
            <dt>{statusPageMessages.table}</dt>
            <dd>{order.tableIdentifier}</dd>
          </>
        )}
        <dt>{statusPageMessages.paymentMethod}</dt>
        <dd>{paymentLabels[order.paymentMethod]}</dd>
        {order.paymentStatus && (
          <>
            <dt>{statusPageMessages.paymentStatus}</dt>
            <dd>{paymentStatusLabels[order.paymentStatus]}</dd>
          </>
        )}
        {order.rejectionMessage && (
          <>
            <dt>{statusPageMessages.rejectionMessage}</dt>
            <dd>{order.rejectionMessage}</dd>
          </>
        )}
      </dl>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.index}>
            <span>
              {amountText(item)}
              {partsSummary(productOf(item.product), item.parts).map((text) => (
                <span key={text} className={styles.option} data-testid="status-option">
                  {text}
                </span>
              ))}
            </span>
            <span className={styles.money}>{formatCurrency(item.gross, order.currency)}</span>
          </li>
        ))}
        {order.isDelivery && (
          <li>
            <span>{pricingMessages.deliveryCosts}</span>
            <span className={styles.money}>
              {tryParseDecimal(order.pricing.deliveryGross) === Dec.ZERO
                ? pricingMessages.free
                : formatCurrency(order.pricing.deliveryGross, order.currency)}
            </span>
          </li>
        )}
      </ul>
      <p className={styles.total}>
        <span>{pricingMessages.total}</span>
        <span data-testid="status-total" className={styles.money}>
          {approximate}
          {formatCurrency(order.pricing.totalGross, order.currency)}
        </span>
      </p>
    </section>
  );
}
