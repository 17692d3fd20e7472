import { describe, expect, it } from 'vitest';
import { listParams } from './use-server-list';

describe('listParams (one page of a CMS list from the API)', () => {
  it('sends offset, limit, sort, the search and the chosen filters; empty ones are left out', () => {
    const query = listParams(
      { searchParam: 'path' },
      {
        search: '  sommer ',
        filters: { isEnabled: 'true', statusCode: '' },
        sort: [{ id: 'updatedAt', desc: true }],
        pagination: { pageIndex: 2, pageSize: 25 },
      },
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      limit: '25',
      offset: '50',
      sort: '-updatedAt',
      path: 'sommer',
      isEnabled: 'true',
    });
  });

  it('without search, filters or sort only the page', () => {
    expect(
      listParams(
        { searchParam: 'name' },
        { search: '', filters: {}, sort: [], pagination: { pageIndex: 0, pageSize: 50 } },
      ),
    ).toBe('limit=50&offset=0');
  });
});
