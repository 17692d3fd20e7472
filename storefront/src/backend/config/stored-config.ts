import type { SetupBusiness } from '@bestell/domain';

/** The stored config document as an admin reads it (GET /api/config), the fields this screen edits. */
export interface StoredConfig {
  shopName?: string | null;
  businessName?: string | null;
  maxOrderValue?: string | null;
  /** Issue 23: the business behind the shop (set by the setup); absent in shops set up before. */
  business?: SetupBusiness;
  version: number;
}

export const configKey = ['staff', '/config', 'document'] as const;
