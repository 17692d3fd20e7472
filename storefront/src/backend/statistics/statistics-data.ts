import { ApiError, type BranchFilter, type StatisticsAnswer, useStaffApi } from '@bestell/api-client';
import type { StatisticsBucketName } from '@bestell/domain';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { DayRange } from './date-range';

/** The buckets of the dashboard's panels (current range). */
export const panelBuckets = [
  'orders',
  'revenue',
  'canceled-orders',
  'unique-visitors',
  'order-times',
  'popular-items',
  'order-origins',
  'referrers',
  'browsers',
  'working-activities',
  'working-schedules',
] as const satisfies readonly StatisticsBucketName[];
export type PanelBucket = (typeof panelBuckets)[number];

/** The buckets of the key figures, asked again for the previous period. */
export const figureBuckets = [
  'orders',
  'revenue',
  'canceled-orders',
  'unique-visitors',
] as const satisfies readonly PanelBucket[];
export type FigureBucket = (typeof figureBuckets)[number];

export const statisticsKey = (bucket: StatisticsBucketName, days: DayRange, branch: BranchFilter) =>
  ['staff', 'statistics', bucket, days.from, days.to, branch] as const;

/** The path of one bucket's call; the branch is left out for 'all' (the API then counts every branch the user sees). */
export function statisticsPath(bucket: StatisticsBucketName, days: DayRange, branch: BranchFilter): string {
  const params = new URLSearchParams({ from: days.from, to: days.to });
  if (branch !== 'all') params.set('branchId', String(branch));
  return `/statistics/${bucket}?${params.toString()}`;
}

export interface DashboardData {
  current: Partial<Record<PanelBucket, StatisticsAnswer>>;
  previous: Partial<Record<FigureBucket, StatisticsAnswer>>;
  isPending: boolean;
  isError: boolean;
  /** The API's German reason when it refused the request (a 4xx such as a too long range); null otherwise. */
  refusal: string | null;
  isFetching: boolean;
}

/** Every call of the dashboard at once (TanStack Query runs them in parallel and caches each range). */
export function useDashboardData(days: DayRange, previousDays: DayRange, branch: BranchFilter): DashboardData {
  const api = useStaffApi();
  const query = (bucket: StatisticsBucketName, range: DayRange) => ({
    queryKey: statisticsKey(bucket, range, branch),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<StatisticsAnswer>(statisticsPath(bucket, range, branch), signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const results = useQueries({
    queries: [
      ...panelBuckets.map((bucket) => query(bucket, days)),
      ...figureBuckets.map((bucket) => query(bucket, previousDays)),
    ],
  });
  const current: DashboardData['current'] = {};
  const previous: DashboardData['previous'] = {};
  panelBuckets.forEach((bucket, index) => {
    const data = results[index]?.data;
    if (data) current[bucket] = data;
  });
  figureBuckets.forEach((bucket, index) => {
    const data = results[panelBuckets.length + index]?.data;
    if (data) previous[bucket] = data;
  });
  const errors = results.map((result) => result.error).filter((error) => error !== null);
  const refused = errors.find((error) => error instanceof ApiError && error.status >= 400 && error.status < 500);
  return {
    current,
    previous,
    isPending: results.some((result) => result.isPending),
    isError: errors.length > 0,
    refusal: refused instanceof ApiError ? (refused.errors[0]?.message ?? null) : null,
    isFetching: results.some((result) => result.isFetching),
  };
}

export type { StatisticsAnswer };
