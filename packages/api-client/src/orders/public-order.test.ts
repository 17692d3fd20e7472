import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { createApiClient } from '../client.js';
import { answerCounterAppointment, getPublicOrder, sendQuestionnaire } from './public-order.js';

function recordingClient(status: number, body: unknown) {
  const calls: { url: string; method: string | undefined; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: async (input, init) => {
      calls.push({ url: String(input), method: init?.method, body: init?.body });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('public order calls (spec §7)', () => {
  it('GET /api/orders/public/{uid}/{hash} with both parts encoded', async () => {
    const { client, calls } = recordingClient(200, { data: { uid: 'u 1' } });
    await expect(getPublicOrder(client, 'u 1', 'h/2')).resolves.toEqual({ uid: 'u 1' });
    expect(calls).toEqual([{ url: 'http://shop.test/api/orders/public/u%201/h%2F2', method: 'GET', body: undefined }]);
  });

  it.each([
    ['confirm', 'confirm-counter-appointment'],
    ['reject', 'reject-counter-appointment'],
  ] as const)('answer %s posts to …/%s without a body', async (answer, path) => {
    const { client, calls } = recordingClient(200, { data: { uid: 'u' } });
    await answerCounterAppointment(client, 'u', 'h', answer);
    expect(calls).toEqual([{ url: `http://shop.test/api/orders/public/u/h/${path}`, method: 'POST', body: undefined }]);
  });

  it('posts the questionnaire as plain JSON and surfaces the server message of a refusal', async () => {
    const message = 'Für diese Bestellung wurde bereits eine Bewertung abgegeben.';
    const { client, calls } = recordingClient(409, { errors: [{ message, code: 'conflict' }] });
    const questionnaire = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 2, comment: null };
    const sent = sendQuestionnaire(client, 'u', 'h', questionnaire);
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 409, message });
    expect(calls[0]?.url).toBe('http://shop.test/api/orders/public/u/h/questionnaire');
    expect(JSON.parse(String(calls[0]?.body))).toEqual(questionnaire);
  });
});
