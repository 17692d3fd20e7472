import type { DeskBranch, DeskOrder, PrintJob } from '../src/core/order.js';

export const branch: DeskBranch = {
  id: 1,
  identifier: 'wien-neubau',
  name: 'Bäckerei Wien Neubau',
  street: 'Neubaugasse 1',
  zipCode: '1070',
  city: 'Wien',
  phone: '+4312345678',
};

export function sampleOrder(overrides: Partial<DeskOrder> = {}): DeskOrder {
  return {
    id: 41,
    uid: '5f0c1c9e-5d6a-4c39-9b55-1c2d3e4f5a6b',
    hash: 'abc123',
    ticketNumber: 12,
    mode: 'takeaway',
    submitMode: 'order',
    state: 'waiting',
    allowedActions: ['confirm', 'reject'],
    paymentMethod: 'cash',
    appointmentDate: null,
    appointment: '2026-11-23T09:30:00.000Z',
    tableIdentifier: null,
    isPaid: false,
    firstName: 'Anna',
    lastName: 'Huber',
    phone: '+436641234567',
    email: 'anna@example.at',
    comment: 'Bitte ohne Mohn, danke!',
    customer: {},
    items: [
      {
        index: 0,
        name: 'Kaisersemmel',
        amount: '2.0000',
        unit: 'Stk.',
        parts: [],
        price: '0.65',
        gross: '1.30',
        taxRate: '10.0000',
      },
      {
        index: 1,
        name: 'Brötchen süß',
        amount: '1.5000',
        unit: 'kg',
        parts: ['Große Größe', ['Nüsse', 'Mohn']],
        price: '5.90',
        gross: '8.85',
        taxRate: '10.0000',
      },
    ],
    pricing: {
      gross: '10.15',
      deliveryGross: '0.00',
      totalGross: '10.15',
      net: '9.2273',
      tax: '0.9227',
      taxes: { '10.0000': '0.92' },
    },
    currency: 'EUR',
    placedAt: '2026-11-23T09:00:00.000Z',
    acknowledgedAt: null,
    ...overrides,
  };
}

export function job(id: number, overrides: Partial<PrintJob> = {}): PrintJob {
  return {
    id,
    reason: 'auto',
    document: 'customer',
    attempts: 0,
    order: sampleOrder({ id: 40 + id, ticketNumber: id }),
    ...overrides,
  };
}
