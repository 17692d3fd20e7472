import type { ChosenPartValue } from '@bestell/domain';

/** The part of the API's staff order view the desk reads (GET /api/devices/self/orders/{id}, print jobs). */
export interface DeskOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  mode: 'takeaway' | 'delivery' | 'dineIn';
  submitMode: string;
  state: string;
  allowedActions: string[];
  paymentMethod: string;
  appointmentDate: string | null;
  appointment: string | null;
  tableIdentifier: string | null;
  isPaid: boolean;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  comment: string | null;
  customer: Record<string, unknown>;
  items: {
    index: number;
    name: string;
    amount: string;
    unit: string;
    parts: ChosenPartValue[];
    price: string;
    gross: string;
    taxRate: string;
  }[];
  pricing: {
    gross: string;
    deliveryGross: string;
    totalGross: string;
    net: string;
    tax: string;
    taxes: Record<string, string>;
  };
  currency: string;
  placedAt: string;
  acknowledgedAt?: string | null;
}

export interface DeskBranch {
  id: number;
  identifier: string;
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  phone: string | null;
}

export interface PrintJob {
  id: number;
  reason: 'manual' | 'auto' | 'reprint' | 'test';
  document: 'customer' | 'kitchen' | 'test' | 'labels';
  attempts: number;
  order: DeskOrder | null;
}
