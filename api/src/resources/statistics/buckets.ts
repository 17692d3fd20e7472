import type { StatisticsBucketName } from '@bestell/domain';
import { analyticsBuckets } from './analytics-buckets.js';
import type { BucketDefinition, BucketGroup } from './bucket.js';
import { orderBuckets } from './order-buckets.js';
import { workingTimeBuckets } from './working-time-buckets.js';

/**
 * Every bucket GET /api/statistics/{bucket} serves: one file per group, each adding its buckets here (order buckets:
 * orders, revenue, canceled-orders, items, popular-items, order-times, order-origins, revenue-origins; analytics
 * buckets: unique-visitors … visitor-times; working-time buckets: working-activities, working-schedules).
 */
const groups: BucketGroup[] = [orderBuckets, analyticsBuckets, workingTimeBuckets];

const registry = new Map<string, BucketDefinition>(
  groups.flatMap((group) => Object.entries(group) as [StatisticsBucketName, BucketDefinition][]),
);

/** The bucket of this URL name, or undefined (the route answers 404). */
export function findBucket(name: string): BucketDefinition | undefined {
  return registry.get(name);
}

/** The names served, in registry order (for the OpenAPI description). */
export function bucketNames(): string[] {
  return [...registry.keys()];
}
