import type { StaffOrder, StaffOrderCustomer } from '@bestell/api-client';
import { hasPostalAddress, backofficeOrdersMessages as m } from '@bestell/domain';
import styles from './orders.module.css';

export type OrderCustomerOrder = Pick<
  StaffOrder,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'customer'
  | 'tableIdentifier'
  | 'comment'
  | 'isDelivery'
  | 'deliveryArea'
>;

export interface OrderCustomerBlockProps {
  order: OrderCustomerOrder;
}

const joined = (parts: readonly (string | null | undefined)[], separator = ' ') =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

function streetLine(street: string | null, floor: string | null, stairway: string | null, door: string | null) {
  return joined([street, joined([stairway, floor, door], '/')], ' ');
}

function billingAddress(c: StaffOrderCustomer): string[] {
  if (!hasPostalAddress(c)) return [];
  return [
    c.isCompany ? (c.companyName ?? '') : '',
    streetLine(c.street, c.floor, c.stairway, c.door),
    joined([c.zipCode, c.city]),
    c.country ?? '',
  ].filter((line) => line !== '');
}

function deliveryAddress(c: StaffOrderCustomer): string[] {
  if (!hasPostalAddress({ street: c.deliveryStreet, zipCode: c.deliveryZipCode, city: c.deliveryCity })) return [];
  return [
    c.isDeliveryCompany ? (c.deliveryCompanyName ?? '') : '',
    joined([c.deliveryFirstName, c.deliveryLastName]),
    streetLine(c.deliveryStreet, c.deliveryFloor, c.deliveryStairway, c.deliveryDoor),
    joined([c.deliveryZipCode, c.deliveryCity]),
    c.deliveryCountry ?? '',
  ].filter((line) => line !== '');
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Who ordered: name, phone (tel: link), e-mail, address and delivery address, table and comment. */
export function OrderCustomerBlock({ order }: OrderCustomerBlockProps) {
  const c = order.customer;
  const address = billingAddress(c);
  const delivery = c.isDeliveryAddressDifferent ? deliveryAddress(c) : [];
  return (
    <dl className={styles.facts} data-testid="order-customer">
      <dt>{m.name}</dt>
      <dd>{joined([order.firstName, order.lastName])}</dd>
      {order.phone && (
        <>
          <dt>{m.phone}</dt>
          <dd>
            <a href={telHref(order.phone)}>{order.phone}</a>
          </dd>
        </>
      )}
      {order.email && (
        <>
          <dt>{m.email}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </>
      )}
      {address.length > 0 && (
        <>
          <dt>{order.isDelivery && delivery.length === 0 ? m.deliveryAddress : m.address}</dt>
          <dd className={styles.lines}>{address.join('\n')}</dd>
        </>
      )}
      {delivery.length > 0 && (
        <>
          <dt>{m.deliveryAddress}</dt>
          <dd className={styles.lines}>{delivery.join('\n')}</dd>
        </>
      )}
      {order.isDelivery && order.deliveryArea && (
        <>
          <dt>{m.deliveryArea}</dt>
          <dd>{order.deliveryArea.area}</dd>
        </>
      )}
      {c.vatNumber && (
        <>
          <dt>{m.vatNumber}</dt>
          <dd>{c.vatNumber}</dd>
        </>
      )}
      {order.tableIdentifier && (
        <>
          <dt>{m.table}</dt>
          <dd>{order.tableIdentifier}</dd>
        </>
      )}
      {order.comment && (
        <>
          <dt>{m.comment}</dt>
          <dd className={styles.lines}>{order.comment}</dd>
        </>
      )}
    </dl>
  );
}
