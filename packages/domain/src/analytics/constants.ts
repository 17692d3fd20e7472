/** Limits and timings of the shop's analytics (issue 26), without zod: the shop's lazy tracker imports them. */

/** Events per request (the client sends at most one second's worth). */
export const analyticsBatchMax = 20;
/** Longest page path kept (query string and fragment are never kept). */
export const analyticsPathMax = 300;
/** Longest referrer address accepted (only its host is kept). */
export const analyticsReferrerMax = 1000;
/** Longest event category (e.g. a branch identifier or product id). */
export const analyticsCategoryMax = 100;
/** The client flushes its queue this often (spec §9: analytics queue flush 1 s). */
export const analyticsFlushMs = 1000;
/** A page view is logged this long after a navigation (spec §9: pageview 250 ms). */
export const analyticsPageviewDelayMs = 250;

/** The shop's events besides page views and device info. */
export const analyticsEventActions = ['add-to-cart', 'checkout-start', 'purchase'] as const;
export type AnalyticsEventAction = (typeof analyticsEventActions)[number];
export const analyticsColorSchemes = ['light', 'dark', 'no-preference'] as const;
export type AnalyticsColorScheme = (typeof analyticsColorSchemes)[number];
