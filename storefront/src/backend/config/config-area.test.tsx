import { orderLimitsMessages as m } from '@bestell/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../forms/test-harness';
import { ConfigArea } from './config-area';

function route(call: RecordedCall) {
  if (call.method === 'GET' && call.path === '/config') {
    return { status: 200, body: { data: { shopName: 'Bäckerei', maxOrderValue: '2000.00', version: 4 } } };
  }
  if (call.method === 'POST' && call.path === '/config') {
    return { status: 200, body: { data: { shopName: 'Bäckerei', ...(call.body as object), version: 5 } } };
  }
  return undefined;
}

describe('ConfigArea: the maximum order value', () => {
  it('shows the stored value in German, refuses a bad amount with a German field error and sends nothing, saves a good one with If-Match', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ConfigArea />, route);
    const input = await screen.findByRole('textbox', { name: m.maxOrderValueLabel });
    expect((input as HTMLInputElement).value).toBe('2000,00');

    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: m.configSave }));
    expect(await screen.findByText(m.maxOrderValueInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(input);
    await user.type(input, '350,50');
    await user.click(screen.getByRole('button', { name: m.configSave }));
    await waitFor(() => expect(screen.getByText(m.configSaved)).toBeTruthy());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ maxOrderValue: '350.50' });
    expect(post?.headers['If-Match']).toBe('4');
  });
});
