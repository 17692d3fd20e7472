/**
 * The statistics buckets of spec §3/§7 served by GET /api/statistics/{bucket}, in their URL form (the working-time
 * ones in minutes, issue 28.5).
 */
export const statisticsBuckets = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'event-flow',
  'resolutions',
  'device-pixel-ratios',
  'color-schemes',
  'referrers',
  'browsers',
  'operating-systems',
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'visitor-times',
  'order-times',
  'order-origins',
  'revenue-origins',
  'working-activities',
  'working-schedules',
] as const;
export type StatisticsBucketName = (typeof statisticsBuckets)[number];

/**
 * How a bucket's rows are keyed, so one answer shape serves every chart:
 * - `days`: one row per local day of the range, oldest first, days without data included (key YYYY-MM-DD);
 * - `grid`: weekday × hour, key `D-HH` (D the ISO weekday 1 = Monday … 7 = Sunday, HH 00–23), every cell present;
 * - `top`: the largest first, at most `statisticsTopLimit` rows (key an id or value, label its name);
 * - `shares`: every category that occurs, largest first (key the category, label its German name when it has one).
 */
export const statisticsKinds = ['days', 'grid', 'top', 'shares'] as const;
export type StatisticsKind = (typeof statisticsKinds)[number];

/** Rows of a `top` bucket. */
export const statisticsTopLimit = 20;

/** The longest range one call may ask for, in days (three years). */
export const statisticsMaxDays = 3 * 366;
