import type { AnswerData } from '../generated/types.js';

/** The answer of GET /api/statistics/{bucket} (one shape for every bucket: rows, total, kind, range, branch). */
export type StatisticsAnswer = AnswerData<'getStatisticsByBucket'>;
/** One row of a bucket: a day, a weekday-hour cell, a product or a category, with its count and amount. */
export type StatisticsRow = StatisticsAnswer['rows'][number];
