import { imageRefSchema, type PublicConfig } from '@bestell/domain';
import { findConfigData } from '../../db/config-data.js';
import type { Db } from '../../db/database.js';

const deliveryMethods = ['takeaway', 'delivery', 'dineIn'] as const;

/** Contract 3: the stored logo when it is a valid image reference, else null. */
function logo(value: unknown): PublicConfig['logo'] {
  const parsed = imageRefSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The public projection of the stored config: only the fields listed here, so secrets kept in the same document
 * (mail, payment and SMS credentials) never reach a visitor.
 */
export function toPublicConfig(data: Record<string, unknown>): PublicConfig {
  const flag = (key: string) => data[key] === true;
  return {
    shopName: text(data.shopName) ?? 'Online-Shop',
    businessName: text(data.businessName),
    currency: text(data.currency) ?? 'EUR',
    title: text(data.title),
    description: text(data.description),
    seoTitle: text(data.seoTitle),
    seoDescription: text(data.seoDescription),
    website: text(data.website),
    defaultDeliveryMethod: deliveryMethods.find((m) => m === data.defaultDeliveryMethod) ?? null,
    termsAndConditions: text(data.termsAndConditions),
    termsAndConditionsText: text(data.termsAndConditionsText),
    privacyPolicy: text(data.privacyPolicy),
    privacyPolicyText: text(data.privacyPolicyText),
    imprint: text(data.imprint),
    imprintText: text(data.imprintText),
    allergens: text(data.allergens),
    allergensText: text(data.allergensText),
    facebook: text(data.facebook),
    instagram: text(data.instagram),
    logo: logo(data.logo),
    themeFont: text(data.themeFont),
    enablePluginPWA: flag('enablePluginPWA'),
    enablePluginToolbar: flag('enablePluginToolbar'),
    enablePluginHomePage: flag('enablePluginHomePage'),
    enablePluginSearch: flag('enablePluginSearch'),
    enablePluginTags: flag('enablePluginTags'),
    enablePluginMapbox: flag('enablePluginMapbox'),
    enablePluginSMS: flag('enablePluginSMS'),
    enablePluginDonations: flag('enablePluginDonations'),
    enablePluginFrontdesk: flag('enablePluginFrontdesk'),
    enablePluginOrderReviews: flag('enablePluginOrderReviews'),
    enablePluginCategoryBar: flag('enablePluginCategoryBar'),
    disableTickets: flag('disableTickets'),
    enableCash: flag('enableCash'),
  };
}

export async function getPublicConfig(db: Db): Promise<PublicConfig> {
  return toPublicConfig(await findConfigData(db));
}
