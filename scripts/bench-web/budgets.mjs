// The storefront's performance budgets (issue 22), shared by bench:web, bench:backend and the build-size check that
// `npm test` runs (scripts/check-first-load.mjs). Sizes are gzip level 9 bytes of the same-origin JavaScript a page
// loads until the network is idle (scripts/bench-web/bundle-size.mjs).
export const KB = 1024;
/** `/`, `/store/{branch}`, `/shop` and an order's status page. */
export const SHOP_JS_BUDGET_KB = 100;
/** Every CMS page of the demo data. */
export const CMS_JS_BUDGET_KB = 110;
/** `/backend/orders` after sign-in. */
export const BACKEND_ORDERS_JS_BUDGET_KB = 150;
/** Lighthouse mobile, median of the runs. */
export const SCORE_TARGET = 98;
export const LCP_TARGET_MS = 1000;
/** The demo data's CMS pages (api/src/app/seed/data/cms.ts; /startseite is the custom_home page). */
export const cmsPaths = ['/startseite', '/ueber-uns', '/geschichte', '/kontakt', '/jobs'];
/** CMS pages measured with Lighthouse too. */
export const lighthouseCmsPaths = ['/startseite', '/ueber-uns'];
