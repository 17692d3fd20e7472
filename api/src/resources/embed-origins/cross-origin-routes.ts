/**
 * THE list of API routes the widgets call from other websites (issue 15 point 5, contract 5): only these answer
 * CORS, and only to the origins an admin allowed (cors.ts). Public, anonymous routes only — never a staff route.
 * `path` is the full path with `:name` for one path segment. HEAD is allowed wherever GET is.
 */
export type CrossOriginMethod = 'GET' | 'PUT' | 'POST';

export interface CrossOriginRoute {
  method: CrossOriginMethod;
  path: string;
}

export const crossOriginRoutes: readonly CrossOriginRoute[] = [
  // Shop teaser: the public catalog (cached anonymous reads) and the shop's title.
  { method: 'GET', path: '/api/init' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/branches' },
  { method: 'GET', path: '/api/categories' },
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/menus' },
  { method: 'GET', path: '/api/tags' },
  // Teaser and cart: the branches' pauses in force (issue 27.3; anonymous: without who set them).
  { method: 'GET', path: '/api/online-pauses' },
  // Cart: the server cart by branch, its token in the X-Cart-Token header (no cookie cross-origin).
  { method: 'GET', path: '/api/carts/:branch' },
  { method: 'PUT', path: '/api/carts/:branch' },
  // Teaser: its steps (add to cart) for the shop's first-party, cookie-less analytics (issue 26).
  { method: 'POST', path: '/api/analytics-log' },
  // Order status: the public status read by uid and hash (the status page polls it; there is no public event stream).
  { method: 'GET', path: '/api/orders/public/:uid/:hash' },
];
