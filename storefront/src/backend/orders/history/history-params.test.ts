import { describe, expect, it } from 'vitest';
import { historyFilterParams, historySearchParams, parseHistoryQuery } from './history-params';

describe('history query in the URL', () => {
  it('reads filters, sorting and paging and writes them back the same way', () => {
    const query = parseHistoryQuery(
      new URLSearchParams(
        'q=Huber&branch=2&state=confirmed&paymentMethod=cash&from=2026-11-01&to=2026-11-25&sort=ticketNumber&page=3&limit=25',
      ),
    );
    expect(query).toMatchObject({
      q: 'Huber',
      branch: '2',
      state: 'confirmed',
      paymentMethod: 'cash',
      from: '2026-11-01',
      to: '2026-11-25',
      sort: { field: 'ticketNumber', desc: false },
      page: 3,
      limit: 25,
    });
    expect(historySearchParams(query).toString()).toBe(
      'q=Huber&branch=2&state=confirmed&paymentMethod=cash&from=2026-11-01&to=2026-11-25&sort=ticketNumber&page=3&limit=25',
    );
  });

  it('drops what the API does not know and falls back to newest first, page 1, 50 a page', () => {
    const query = parseHistoryQuery(
      new URLSearchParams('state=lost&paymentMethod=bitcoin&from=gestern&sort=-password&page=-1&limit=9999&branch=x'),
    );
    expect(query).toMatchObject({ state: '', paymentMethod: '', from: '', branch: '', page: 1, limit: 100 });
    expect(query.sort).toEqual({ field: 'placedAt', desc: true });
    expect(historyFilterParams(query).toString()).toBe('');
    expect(historySearchParams(parseHistoryQuery(new URLSearchParams())).toString()).toBe(
      'sort=-placedAt&page=1&limit=50',
    );
  });
});
