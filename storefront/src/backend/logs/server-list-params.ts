import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A server-paged list's state as kept in the page URL: page, page size, search text and named filters. */
export interface ServerListQuery<F extends string> {
  page: number;
  limit: number;
  q: string;
  filters: Record<F, string>;
}

function positive(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/** Reads the list's URL; the API checks every value again (and answers unknown ones with a German 422). */
export function parseServerListQuery<F extends string>(
  params: URLSearchParams,
  filterNames: readonly F[],
  defaultLimit: number,
): ServerListQuery<F> {
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, (params.get(name) ?? '').slice(0, 100)]),
  ) as Record<F, string>;
  return {
    page: positive(params.get('page'), 1, 100_000),
    limit: positive(params.get('limit'), defaultLimit, 100),
    q: (params.get('q') ?? '').slice(0, 100),
    filters,
  };
}

/** The URL (and API) parameters of a list's state, without empty values. */
export function serverListParams<F extends string>(query: ServerListQuery<F>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  for (const [name, value] of Object.entries<string>(query.filters)) if (value) params.set(name, value);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return params;
}

/**
 * The list's state in the URL and a change function: a change of search or filters goes back to page 1; changes in
 * one event (sorting, then the reset of the page) build on each other.
 */
export function useServerListQuery<F extends string>(filterNames: readonly F[], defaultLimit: number) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => parseServerListQuery(params, filterNames, defaultLimit),
    [params, filterNames, defaultLimit],
  );
  const latest = useRef(query);
  latest.current = query;
  const update = (change: { q?: string; filters?: Partial<Record<F, string>>; page?: number; limit?: number }) => {
    const current = latest.current;
    const next: ServerListQuery<F> = {
      q: change.q ?? current.q,
      filters: { ...current.filters, ...change.filters },
      limit: change.limit ?? current.limit,
      page: change.page ?? (change.q !== undefined || change.filters ? 1 : current.page),
    };
    latest.current = next;
    setParams(serverListParams(next), { replace: true });
  };
  return { query, update };
}
