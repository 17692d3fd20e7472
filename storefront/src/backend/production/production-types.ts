import type { ProductionGroup } from '@bestell/domain';

/** GET /api/production (issue 27.2). */
export interface ProductionAnswer {
  day: string;
  branches: { id: number; name: string; timeZone: string; printedAt: string | null; printedBy: string | null }[];
  orderCount: number;
  groups: ProductionGroup[];
}
