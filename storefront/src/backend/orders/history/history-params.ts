import { type OrderState, orderStates, type PaymentMethod, paymentMethods } from '@bestell/domain';

/** Columns the API sorts by (contract 5). */
export const historySortFields = ['placedAt', 'dueAt', 'ticketNumber', 'totalGross', 'lastName'] as const;
export type HistorySortField = (typeof historySortFields)[number];

export const HISTORY_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_LIMIT = 50;
const DEFAULT_SORT = '-placedAt';

/** The history's filters, paging and sorting as kept in the page URL (and sent to the API the same way). */
export interface HistoryQuery {
  q: string;
  branch: string;
  state: OrderState | '';
  paymentMethod: PaymentMethod | '';
  from: string;
  to: string;
  sort: { field: HistorySortField; desc: boolean };
  page: number;
  limit: number;
}

const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function positive(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

function parseSort(value: string | null): HistoryQuery['sort'] {
  const text = value ?? DEFAULT_SORT;
  const desc = text.startsWith('-');
  const field = historySortFields.find((candidate) => candidate === (desc ? text.slice(1) : text));
  return field ? { field, desc } : { field: 'placedAt', desc: true };
}

/** Reads the URL; anything unknown falls back to no filter, page 1, 50 a page, newest first. */
export function parseHistoryQuery(params: URLSearchParams): HistoryQuery {
  const state = orderStates.find((candidate) => candidate === params.get('state')) ?? '';
  const paymentMethod = paymentMethods.find((candidate) => candidate === params.get('paymentMethod')) ?? '';
  const branch = params.get('branch') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    branch: /^\d+$/.test(branch) ? branch : '',
    state,
    paymentMethod,
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    sort: parseSort(params.get('sort')),
    page: positive(params.get('page'), 1, 100_000),
    limit: positive(params.get('limit'), DEFAULT_LIMIT, 100),
  };
}

/** The filters alone (for the CSV export and the URL), without empty values. */
export function historyFilterParams(query: HistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.branch) params.set('branch', query.branch);
  if (query.state) params.set('state', query.state);
  if (query.paymentMethod) params.set('paymentMethod', query.paymentMethod);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

/** Filters plus sorting and paging: the URL of the page and the query of GET /api/orders. */
export function historySearchParams(query: HistoryQuery): URLSearchParams {
  const params = historyFilterParams(query);
  params.set('sort', `${query.sort.desc ? '-' : ''}${query.sort.field}`);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return params;
}
