/** Must equal SSR_PAYLOAD_ID in storefront/src/ssr/ssr-payload.ts (the browser reads the payload by this id). */
export const SSR_PAYLOAD_ID = 'ssr-state';
