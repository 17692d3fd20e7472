import type { CustomerInput, StaffOrderWire } from '@bestell/domain';

/** A customer as the staff API sends it (generic CRUD row with its version). */
export interface StaffCustomer {
  id: number;
  version: number;
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: CustomerInput['country'];
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/customers/{id}/orders: the latest orders and the figures of all (amounts are decimal strings). */
export interface CustomerOrders {
  totals: {
    orderCount: number;
    countedOrders: number;
    revenue: string;
    firstOrderAt: string | null;
    lastOrderAt: string | null;
  };
  orders: StaffOrderWire[];
}

export type CustomerFormValues = CustomerInput;

export const customersListKey = ['staff', '/customers', 'list'] as const;
export const customerOrdersKey = (id: number) => ['staff', '/customers', id, 'orders'] as const;

export const fullName = (customer: Pick<StaffCustomer, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`.trim();

export function toCustomerValues(customer: StaffCustomer | null): CustomerFormValues {
  return {
    companyName: customer?.companyName ?? null,
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    street: customer?.street ?? null,
    zipCode: customer?.zipCode ?? null,
    city: customer?.city ?? null,
    country: customer?.country ?? null,
    comment: customer?.comment ?? null,
  };
}

export const dateTimeFormat = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Vienna',
});

export const formatDateTime = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : '–');
