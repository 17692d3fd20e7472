import type { ServiceMode } from './branch.js';
import type { ImageRef } from './common.js';

/** Spec §3 Config, the public part sent to every visitor. */
export interface PublicConfig {
  shopName: string;
  businessName: string | null;
  currency: string;
  title: string | null;
  description: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  website: string | null;
  defaultDeliveryMethod: ServiceMode | null;
  termsAndConditions: string | null;
  termsAndConditionsText: string | null;
  privacyPolicy: string | null;
  privacyPolicyText: string | null;
  imprint: string | null;
  imprintText: string | null;
  allergens: string | null;
  allergensText: string | null;
  facebook: string | null;
  instagram: string | null;
  /** Contract 3: the shop logo (header and footer); absent or null shows the shop name. */
  logo?: (ImageRef & { alt?: string | null }) | null;
  /** Issue 24: the font family of the shop's theme (an uploaded font or a system font); null: the default. */
  themeFont?: string | null;
  enablePluginPWA: boolean;
  enablePluginToolbar: boolean;
  enablePluginHomePage: boolean;
  enablePluginSearch: boolean;
  enablePluginTags: boolean;
  enablePluginMapbox: boolean;
  enablePluginSMS: boolean;
  enablePluginDonations: boolean;
  enablePluginFrontdesk: boolean;
  enablePluginOrderReviews: boolean;
  enablePluginCategoryBar: boolean;
  disableTickets: boolean;
  enableCash: boolean;
}

export interface Table {
  id: number;
  identifier: string;
  branch: { id: number };
}

export interface Donatee {
  id: number;
  name: string;
  description: string | null;
}
