import { ApiError, createApiClient, createStaffApi } from '@bestell/api-client';
import { describe, expect, it } from 'vitest';
import { deleteRecord } from './delete-record';

function api(status: number, body: string | null) {
  const fetchFn: typeof fetch = async () =>
    new Response(body, { status, headers: body ? { 'Content-Type': 'application/json' } : {} });
  return createStaffApi(createApiClient({ baseUrl: '', fetch: fetchFn }), 'csrf');
}

describe('deleteRecord', () => {
  it('takes a 204 without a body as done', async () => {
    await expect(deleteRecord(api(204, null), '/users/3')).resolves.toBeUndefined();
  });

  it('passes a refusal on', async () => {
    const refusal = JSON.stringify({ errors: [{ message: 'Nein.', code: 'last_admin' }] });
    await expect(deleteRecord(api(422, refusal), '/users/1')).rejects.toBeInstanceOf(ApiError);
  });
});
