import type { OrderPlacementInput } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { createApiClient } from '../client.js';
import { getBranchTables, placeOrder } from './place-order.js';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchFn };
}

const body: OrderPlacementInput = {
  branch: 1,
  isDelivery: false,
  isDineIn: false,
  firstName: 'Anna',
  lastName: 'Berger',
  phone: '+436641234567',
  email: 'anna@example.at',
  street: null,
  zipCode: null,
  city: null,
  country: null,
  appointmentDate: null,
  table: null,
  paymentMethod: 'cash',
  notificationType: 'email',
  legalInstructions: true,
  privacyPolicy: true,
  items: [{ product: 7, amount: '2', unit: 'Stk.', parts: [] }],
};

describe('placeOrder', () => {
  it('posts the body as JSON to /api/orders with the Idempotency-Key header and unwraps the answer', async () => {
    const { calls, fetchFn } = fakeFetch(201, { data: { uid: 'u-1', hash: 'h-1' } });
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(placeOrder(client, { body, idempotencyKey: 'key-123' })).resolves.toEqual({ uid: 'u-1', hash: 'h-1' });
    expect(calls[0]?.url).toBe('/api/orders');
    expect(calls[0]?.init?.method).toBe('POST');
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(body);
  });

  it('turns a 422 into an ApiError carrying every { field, message } entry', async () => {
    const errors = [
      {
        field: 'phone',
        message: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
        code: 'validation',
      },
      { field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.', code: 'validation' },
    ];
    const { fetchFn } = fakeFetch(422, { errors });
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    const failure = await placeOrder(client, { body, idempotencyKey: 'k' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).errors).toEqual(errors);
    expect((failure as ApiError).forField('phone')).toEqual([errors[0]]);
  });
});

describe('getBranchTables', () => {
  it('asks for the tables of one branch', async () => {
    const { calls, fetchFn } = fakeFetch(200, { data: [{ id: 1, identifier: '1', branch: { id: 2 } }] });
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(getBranchTables(client, 2)).resolves.toEqual([{ id: 1, identifier: '1', branch: { id: 2 } }]);
    expect(calls[0]?.url).toBe('/api/tables?branchId=2');
  });
});
