import { scheduleCrudRows, scheduleRouteRows } from './matrix-schedules.js';
import { timeTrackingRouteRows } from './matrix-time-tracking.js';

/**
 * THE permission matrix (issue 4 part 3): one declaration, tested route by route and role by role in
 * permissions.test.ts and written out as docs/permissions.md (render.ts). Change behaviour here first.
 *
 * Roles: an anonymous visitor (also a storefront customer), ROLE_EMPLOYEE (works for the branches in its user's
 * `branches`; the demo employee `filiale` works for branch 1) and ROLE_ADMIN (everything, every branch).
 */

export const roles = ['anonymous', 'employee', 'admin'] as const;
export type Role = (typeof roles)[number];

export const roleTitles: Record<Role, string> = {
  anonymous: 'Anonymous visitor',
  employee: 'ROLE_EMPLOYEE',
  admin: 'ROLE_ADMIN',
};

/**
 * Reading rows: `all` every row; `public` only rows visitors may see (public, enabled, in a public branch);
 * `public+own` those plus every row of the employee's own branches; `own` only rows of the own branches;
 * `none` refused (401 anonymous, 403 staff). A row the reader may not see answers 404, as if it did not exist.
 */
export type ReadAccess = 'all' | 'public' | 'public+own' | 'own' | 'none';
/**
 * Writing rows: `all` any row; `own` only rows of the employee's own branches (a body naming another branch, or a
 * row of another branch, is refused with 403); `none` refused (401 anonymous, 403 staff).
 */
export type WriteAccess = 'all' | 'own' | 'none';

export interface CrudRow {
  /** Path segment under /api. */
  resource: string;
  read: Record<Role, ReadAccess>;
  create: Record<Role, WriteAccess>;
  update: Record<Role, WriteAccess>;
  delete: Record<Role, WriteAccess>;
  lookup?: 'identifier' | 'path';
  note?: string;
}

const publicRead = { anonymous: 'public', employee: 'all', admin: 'all' } as const;
const adminOnly = { anonymous: 'none', employee: 'none', admin: 'all' } as const;
const staffRead = { anonymous: 'none', employee: 'all', admin: 'all' } as const;
const ownBranches = { anonymous: 'none', employee: 'own', admin: 'all' } as const;
const everyone = { anonymous: 'all', employee: 'all', admin: 'all' } as const;

/** Standard CRUD (spec §7): GET list, GET /{id}, look-up, POST, PUT /{id}, DELETE /{id}. */
export const crudMatrix: CrudRow[] = [
  {
    resource: 'users',
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    note: 'Staff accounts. Never answers password hashes; passwords are not written to the audit log. Employees read themselves at GET /api/users/me.',
  },
  {
    resource: 'divisions',
    read: publicRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'identifier',
    note: 'Visitors see divisions with isPublic.',
  },
  {
    resource: 'branches',
    read: { anonymous: 'public', employee: 'public+own', admin: 'all' },
    create: adminOnly,
    update: ownBranches,
    delete: adminOnly,
    lookup: 'identifier',
    note: 'An employee edits the branches it works for, and reads those plus the public, enabled ones.',
  },
  {
    resource: 'departments',
    read: ownBranches,
    create: ownBranches,
    update: ownBranches,
    delete: ownBranches,
    note: 'A department without a branch (the whole business) is for admins only.',
  },
  {
    resource: 'menus',
    read: { anonymous: 'public', employee: 'public+own', admin: 'all' },
    create: ownBranches,
    update: ownBranches,
    delete: ownBranches,
    note: 'A menu is an employee’s when every branch it is linked to is theirs. Visitors see menus of public, enabled branches, with hidden categories and products left out.',
  },
  {
    resource: 'categories',
    read: publicRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    note: 'Catalog data is shared by all branches, so only admins change it.',
  },
  { resource: 'tags', read: everyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  {
    resource: 'products',
    read: publicRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    note: 'Visitors see public, enabled products; bundle contents are filtered the same way.',
  },
  {
    resource: 'image-templates',
    read: staffRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'identifier',
  },
  {
    resource: 'devices',
    read: ownBranches,
    create: ownBranches,
    update: ownBranches,
    delete: ownBranches,
    lookup: 'identifier',
  },
  {
    resource: 'digital-signage-devices',
    read: ownBranches,
    create: ownBranches,
    update: ownBranches,
    delete: ownBranches,
    lookup: 'identifier',
    note: 'Signage screens; each has a display device (pairing, credential). List filters branchId, identifier, groupName, sceneId, search.',
  },
  {
    resource: 'embed-origins',
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    note: 'Websites allowed to embed the widgets (CORS allow-list, origin normalised to scheme://host[:port]); a change is effective on every API process within seconds.',
  },
  {
    resource: 'tables',
    read: { anonymous: 'public', employee: 'public+own', admin: 'all' },
    create: ownBranches,
    update: ownBranches,
    delete: ownBranches,
    lookup: 'identifier',
    note: 'Visitors see enabled tables of public, enabled branches. Identifiers are unique per branch: the look-up takes ?branchId= when several branches use one.',
  },
  {
    resource: 'sites',
    read: publicRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'path',
    note: 'Draft sites (isPublic false) are read by every staff member (employees preview them too) and by nobody else.',
  },
  {
    resource: 'redirects',
    read: publicRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'path',
    note: 'Visitors see enabled redirects.',
  },
  {
    resource: 'blocks',
    read: everyone,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'identifier',
  },
  { resource: 'nodes', read: everyone, create: adminOnly, update: adminOnly, delete: adminOnly, lookup: 'identifier' },
  {
    resource: 'navigations',
    read: everyone,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'identifier',
    note: 'Visitors get the items without the disabled ones (and their children).',
  },
  {
    resource: 'donatees',
    read: publicRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    lookup: 'identifier',
    note: 'Visitors see enabled donatees.',
  },
  {
    resource: 'projects',
    read: staffRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    note: 'Issue 28.6: projects group tasks; not branch data (every staff member reads them). Deleting one keeps its tasks.',
  },
  {
    resource: 'tasks',
    read: { anonymous: 'none', employee: 'own', admin: 'all' },
    create: ownBranches,
    update: ownBranches,
    delete: ownBranches,
    note: 'Issue 28.6: every task is of one branch. Positions per status column are the server’s (board moves: POST /api/tasks/{id}/move).',
  },
  {
    resource: 'digital-signage-streams',
    read: staffRead,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
    note: 'Signage slide lists; screens get them resolved in their program (GET /api/digital-signage/self/program).',
  },
  { resource: 'digital-signage-segments', read: staffRead, create: adminOnly, update: adminOnly, delete: adminOnly },
  { resource: 'scenes', read: staffRead, create: adminOnly, update: adminOnly, delete: adminOnly, lookup: 'path' },
  { resource: 'customers', read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  { resource: 'external-users', read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  ...scheduleCrudRows,
];

/** What a single request answers for a role: an HTTP status. */
export type Outcome = 200 | 201 | 204 | 401 | 403 | 404 | 409 | 422 | 503;

export interface RouteCase {
  /**
   * Concrete path of the request (ids of the demo data). `{template}`, `{log}`, `{branchKey}` and `{linkToken}` are
   * replaced by an image template, an audit log entry, a new branch key and a new login link made for the request;
   * `{order}` and `{grazOrder}` by a new order of branch 1 (the employee's) and of branch 2.
   */
  path: string;
  /** Sign in anew for this request (it ends or replaces the session). */
  freshSession?: boolean;
  body?: unknown;
  expect: Record<Role, Outcome>;
  /** Role -> why the answer is what it is (shown in the document). */
  explain?: string;
}

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI form, e.g. /api/branches/{id}/menus. */
  route: string;
  summary: string;
  /** Allowed roles in words, per role, for the document. */
  access: Record<Role, string>;
  cases: RouteCase[];
}

const yes = 'yes';
const no = 'no';

/** Every other route (not standard CRUD) of the API served by this part, including the session routes. */
export const routeMatrix: RouteRow[] = [
  // Mollie (issue 25 point 2): public, mounted only with PAYMENT_PROVIDER=mollie; this app runs the test provider, so
  // every role gets 404. Behaviour: api/src/resources/payments/mollie.test.ts.
  {
    method: 'GET',
    route: '/api/payments/mollie/{id}/start',
    summary: 'Create the Mollie payment and redirect to its checkout (503 German page when Mollie fails)',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/payments/mollie/AAAAAAAAAAAAAAAAAAAAAA/start',
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=mollie; an unknown payment is a 404 there too',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/payments/mollie/{id}/return',
    summary: 'Return from Mollie: fetch the payment, mark paid once, redirect to the status page',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/payments/mollie/AAAAAAAAAAAAAAAAAAAAAA/return',
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=mollie; an unknown payment is a 404 there too',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/payments/mollie/webhook',
    summary: 'Mollie webhook (only an id); the status is always fetched from Mollie, unknown ids change nothing',
    access: { anonymous: 'status from Mollie', employee: 'status from Mollie', admin: 'status from Mollie' },
    cases: [
      {
        path: '/api/payments/mollie/webhook',
        body: {},
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=mollie; JSON is a 400, unknown ids a 200, no change',
      },
    ],
  },
  // Stripe Checkout (issue 25 point 1): public, mounted only with PAYMENT_PROVIDER=stripe; this app runs the test
  // provider, so every role gets 404. Behaviour: api/src/resources/payments/stripe.test.ts.
  {
    method: 'GET',
    route: '/api/payments/stripe/{id}/start',
    summary: 'Create the Checkout Session of a payment and redirect to Stripe (503 German page when Stripe fails)',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/payments/stripe/AAAAAAAAAAAAAAAAAAAAAA/start',
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=stripe; an unknown payment is a 404 there too',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/payments/stripe/{id}/return',
    summary: 'Return from Stripe: fetch the session, mark paid once, redirect to the status page',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/payments/stripe/AAAAAAAAAAAAAAAAAAAAAA/return?session_id=cs_test_x',
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=stripe; an unknown payment is a 404 there too',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/payments/stripe/{id}/cancel',
    summary: 'Cancelled on Stripe: mark the payment failed, redirect to the checkout error page',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/payments/stripe/AAAAAAAAAAAAAAAAAAAAAA/cancel',
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=stripe; an unknown payment is a 404 there too',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/payments/stripe/webhook',
    summary: 'Stripe webhook; only a body signed with STRIPE_WEBHOOK_SECRET is accepted (else 400)',
    access: { anonymous: 'signed by Stripe', employee: 'signed by Stripe', admin: 'signed by Stripe' },
    cases: [
      {
        path: '/api/payments/stripe/webhook',
        body: {},
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'not mounted unless PAYMENT_PROVIDER=stripe; there an unsigned body is a 400 for everyone',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/init',
    summary: 'Initial load in one call (public config and catalog)',
    access: {
      anonymous: 'yes (public, enabled entries)',
      employee: 'yes (same as visitors)',
      admin: 'yes (same as visitors)',
    },
    cases: [{ path: '/api/init', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/config',
    summary: 'Configuration',
    access: { anonymous: 'yes (public part)', employee: 'yes (public part)', admin: 'yes (whole document)' },
    cases: [{ path: '/api/config', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/config',
    summary: 'Change the configuration',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      { path: '/api/config', body: { title: 'Bäckerei' }, expect: { anonymous: 401, employee: 403, admin: 200 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/config/secrets',
    summary: 'The write-only config secrets: set or not set (never a value)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/config/secrets', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'PUT',
    route: '/api/config/secrets/{key}',
    summary: 'Replace a config secret',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/config/secrets/smtpPassword',
        body: { value: 'geheim' },
        expect: { anonymous: 401, employee: 403, admin: 200 },
      },
    ],
  },
  {
    method: 'DELETE',
    route: '/api/config/secrets/{key}',
    summary: 'Clear a config secret',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/config/secrets/smtpPassword', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  // AI content generation (issue 30). The matrix app has no AI provider: an admin's generation answers 503 (AI not
  // set up); behaviour with a provider: api/src/resources/content-ai/content-ai.test.ts.
  {
    method: 'GET',
    route: '/api/content-ai/status',
    summary: 'Whether AI text and image generation are set up',
    access: { anonymous: no, employee: yes, admin: yes },
    cases: [{ path: '/api/content-ai/status', expect: { anonymous: 401, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/content-ai/generate/site/{id}',
    summary: 'An AI draft of a site (stored beside it, never published)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/content-ai/generate/site/1',
        body: { brief: 'Über uns', tone: 'sachlich' },
        expect: { anonymous: 401, employee: 403, admin: 503 },
        explain: 'admin: 503 because this app has no AI provider',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/content-ai/sites/{id}/drafts',
    summary: 'The AI drafts of a site',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/content-ai/sites/1/drafts', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'DELETE',
    route: '/api/content-ai/drafts/{id}',
    summary: 'Discard an AI draft',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/content-ai/drafts/999999',
        expect: { anonymous: 401, employee: 403, admin: 404 },
        explain: 'admin: 404 because the demo data has no drafts',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/content-ai/generate/product',
    summary: 'AI description and allergen-text suggestions for a product',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/content-ai/generate/product',
        body: { name: 'Kaisersemmel' },
        expect: { anonymous: 401, employee: 403, admin: 503 },
        explain: 'admin: 503 because this app has no AI provider',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/content-ai/generate/image',
    summary: 'An AI image into the media library',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/content-ai/generate/image',
        body: { prompt: 'Semmeln im Korb' },
        expect: { anonymous: 401, employee: 403, admin: 503 },
        explain: 'admin: 503 because this app has no AI provider',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/content-ai/usage',
    summary: 'Monthly AI usage per user, kind and model',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/content-ai/usage', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/branches/{id}/menus',
    summary: 'Menus of one branch',
    access: {
      anonymous: 'public, enabled branches: their public menus',
      employee: 'own branches: every menu; other branches: as visitors',
      admin: 'every branch, every menu',
    },
    cases: [
      { path: '/api/branches/1/menus', expect: { anonymous: 200, employee: 200, admin: 200 } },
      { path: '/api/branches/4/menus', expect: { anonymous: 404, employee: 404, admin: 200 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/image-templates/{id}/layers',
    summary: 'Layers of an image template',
    access: { anonymous: no, employee: yes, admin: yes },
    cases: [{ path: '/api/image-templates/{template}/layers', expect: { anonymous: 401, employee: 200, admin: 200 } }],
  },
  // Renderings of image templates and self-hosted fonts (issue 24 point 2). Behaviour: api/src/resources/image-templates, fonts.
  {
    method: 'POST',
    route: '/api/image-templates/preview',
    summary: 'Render an unsaved image template as PNG (the editor’s preview)',
    access: { anonymous: no, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/image-templates/preview',
        body: { width: 20, height: 10 },
        expect: { anonymous: 401, employee: 200, admin: 200 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/image-templates/{id}/image.png',
    summary: 'A saved image template rendered as PNG',
    access: { anonymous: no, employee: yes, admin: yes },
    cases: [
      { path: '/api/image-templates/{template}/image.png', expect: { anonymous: 401, employee: 200, admin: 200 } },
    ],
  },
  {
    method: 'POST',
    route: '/api/image-templates/{id}/images',
    summary: 'Store a rendered image template as an image of the media library',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/image-templates/{template}/images',
        body: { alt: 'Story der Woche' },
        expect: { anonymous: 401, employee: 403, admin: 201 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/fonts',
    summary: 'Self-hosted fonts',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [{ path: '/api/fonts', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/fonts',
    summary: 'Upload a WOFF2 font',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/fonts',
        body: {},
        expect: { anonymous: 401, employee: 403, admin: 422 },
        explain: 'admin: 422 because the body holds no file',
      },
    ],
  },
  {
    method: 'DELETE',
    route: '/api/fonts/{id}',
    summary: 'Delete a font',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/fonts/999999', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/fonts/files/{file}',
    summary: 'The WOFF2 file of a font',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [{ path: '/api/fonts/files/999999-1.woff2', expect: { anonymous: 404, employee: 404, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/fonts/google/{family}/{file}',
    summary: '@font-face CSS of a self-hosted family (own files only)',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/fonts/google/Roboto/style-regular.embed.css',
        expect: { anonymous: 404, employee: 404, admin: 404 },
        explain: 'a family this server does not hold is a 404 for everyone, never a link to a font provider',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/logs',
    summary: 'Audit log (who changed what, when)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/logs', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/statistics/{bucket}',
    summary: 'A statistics bucket over local days (orders, revenue, visitors, …)',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [
      {
        path: '/api/statistics/revenue?from=2026-01-01&to=2026-01-31',
        expect: { anonymous: 401, employee: 200, admin: 200 },
        explain: 'an employee counts the branches it works for',
      },
      {
        path: '/api/statistics/revenue?from=2026-01-01&to=2026-01-31&branchId=2',
        expect: { anonymous: 401, employee: 403, admin: 200 },
        explain: 'another branch is refused to an employee',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/logs/{id}',
    summary: 'One audit log entry',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/logs/{log}', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  // The inbox of received contact and job forms (issue 24): admins only. Behaviour: api/src/resources/forms.
  {
    method: 'GET',
    route: '/api/form-submissions',
    summary: 'Received contact and job forms (search, filters, paging)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/form-submissions', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/form-submissions/{id}',
    summary: 'One received form with its files',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/form-submissions/999999', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/form-submissions/{id}/files/{fileId}',
    summary: 'Download a file of a received form',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/form-submissions/999999/files/1', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/form-submissions/{id}/done',
    summary: 'Mark a received form done',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/form-submissions/999999/done', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/form-submissions/{id}/reopen',
    summary: 'Mark a received form open again',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/form-submissions/999999/reopen', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'DELETE',
    route: '/api/form-submissions/{id}',
    summary: 'Delete a received form and its files',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/form-submissions/999999', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/openapi.json',
    summary: 'OpenAPI document',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [{ path: '/api/openapi.json', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/docs',
    summary: 'API documentation page',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [{ path: '/api/docs', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/login',
    summary: 'Sign in (username, password); answers the user with its csrfToken',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/login',
        body: { username: 'filiale', password: 'falsch-falsch' },
        expect: { anonymous: 401, employee: 401, admin: 401 },
        explain: 'open to everyone; a wrong password is a 401 for every caller',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/logout',
    summary: 'Sign out (ends the session)',
    access: { anonymous: 'yes (nothing to end)', employee: yes, admin: yes },
    cases: [{ path: '/api/logout', freshSession: true, expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/users/me',
    summary: 'The signed-in user with csrfToken; `null` for visitors (never an error)',
    access: { anonymous: 'yes (data null)', employee: yes, admin: yes },
    cases: [{ path: '/api/users/me', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/login-links',
    summary: 'Create a one-time, expiring login link for a user',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/login-links', body: { userId: 2 }, expect: { anonymous: 401, employee: 403, admin: 201 } }],
  },
  {
    method: 'POST',
    route: '/api/login/link/{token}',
    summary: 'Sign in with a login link (once)',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/login/link/{linkToken}',
        freshSession: true,
        expect: { anonymous: 200, employee: 200, admin: 200 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/branch-keys',
    summary: 'Branch API keys (desk, frontdesk, backoffice)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/branch-keys', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/branch-keys',
    summary: 'Create a branch API key (answered once in clear)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/branch-keys',
        body: { branchId: 1, name: 'Theke' },
        expect: { anonymous: 401, employee: 403, admin: 201 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/branch-keys/{id}',
    summary: 'One branch API key (without the secret)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/branch-keys/{branchKey}', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/branch-keys/{id}/rotate',
    summary: 'Rotate a branch API key',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/branch-keys/{branchKey}/rotate', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'DELETE',
    route: '/api/branch-keys/{id}',
    summary: 'Revoke a branch API key',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/branch-keys/{branchKey}', expect: { anonymous: 401, employee: 403, admin: 204 } }],
  },
  // Refunds (issue 25 point 3): staff sessions only, the order's branch for employees. Behaviour: refunds/*.test.ts.
  {
    method: 'GET',
    route: '/api/orders/{id}/refunds',
    summary: "The order's online payment and refunds (paid, refunded, still refundable)",
    access: { anonymous: no, employee: 'orders of own branches (else 404)', admin: yes },
    cases: [
      { path: '/api/orders/{order}/refunds', expect: { anonymous: 401, employee: 200, admin: 200 } },
      { path: '/api/orders/{grazOrder}/refunds', expect: { anonymous: 401, employee: 404, admin: 200 } },
    ],
  },
  {
    method: 'POST',
    route: '/api/orders/{id}/refunds',
    summary: 'Refund a paid online order, whole or in part, with a reason (audit log)',
    access: { anonymous: no, employee: 'orders of own branches (else 404)', admin: yes },
    cases: [
      {
        path: '/api/orders/{order}/refunds',
        body: { reason: 'Reklamation' },
        expect: { anonymous: 401, employee: 409, admin: 409 },
        explain: 'the fixture order is paid in cash: 409 after the role and branch checks',
      },
      {
        path: '/api/orders/{grazOrder}/refunds',
        body: { reason: 'Reklamation' },
        expect: { anonymous: 401, employee: 404, admin: 409 },
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/orders/{id}/acknowledge',
    summary: 'Acknowledge a new order (its alert stops on every device; idempotent)',
    access: {
      anonymous: no,
      employee: 'orders of own branches (else 403)',
      admin: yes,
    },
    cases: [
      { path: '/api/orders/{order}/acknowledge', expect: { anonymous: 401, employee: 200, admin: 200 } },
      { path: '/api/orders/{grazOrder}/acknowledge', expect: { anonymous: 401, employee: 404, admin: 200 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/orders/{id}/notifications',
    summary: "The order's notification log (e-mails and SMS, their status and errors)",
    access: { anonymous: no, employee: 'orders of own branches (else 404)', admin: yes },
    cases: [
      { path: '/api/orders/{order}/notifications', expect: { anonymous: 401, employee: 200, admin: 200 } },
      { path: '/api/orders/{grazOrder}/notifications', expect: { anonymous: 401, employee: 404, admin: 200 } },
    ],
  },
  {
    method: 'POST',
    route: '/api/orders/{id}/resend-new-order-sms',
    summary: "Send the customer's order confirmation again by SMS (audit log)",
    access: { anonymous: no, employee: 'orders of own branches (else 404)', admin: yes },
    cases: [
      {
        path: '/api/orders/{order}/resend-new-order-sms',
        expect: { anonymous: 401, employee: 409, admin: 409 },
        explain: 'the fixture order has no phone number: 409 after the role and branch checks',
      },
      { path: '/api/orders/{grazOrder}/resend-new-order-sms', expect: { anonymous: 401, employee: 404, admin: 409 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/orders/export.csv',
    summary: 'Order history as CSV (the filters of GET /api/orders; UTF-8 BOM, semicolons)',
    access: { anonymous: no, employee: 'orders of own branches (another branch: 403)', admin: yes },
    cases: [
      { path: '/api/orders/export.csv', expect: { anonymous: 401, employee: 200, admin: 200 } },
      { path: '/api/orders/export.csv?branch=2', expect: { anonymous: 401, employee: 403, admin: 200 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/products/labels.pdf',
    summary: 'Price labels of products as an A4 PDF (layout compact 12 × 4 or detail 5 × 2)',
    access: { anonymous: no, employee: 'yes (staff read every product)', admin: yes },
    cases: [{ path: '/api/products/labels.pdf?ids=1,2', expect: { anonymous: 401, employee: 200, admin: 200 } }],
  },
  // Tables, customers and donatees (issue 24 points 3 and 4). Behaviour: api/src/resources/{tables,customers,donatees}.
  {
    method: 'GET',
    route: '/api/tables/qr-cards.pdf',
    summary: 'Table cards of a branch as an A4 PDF, one QR code per enabled table',
    access: { anonymous: no, employee: 'own branches (another branch: 403)', admin: yes },
    cases: [{ path: '/api/tables/qr-cards.pdf?branch=2', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/customers/{id}/orders',
    summary: 'A customer’s latest orders and the figures of all of them',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/customers/999999/orders', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/customers/{id}/export',
    summary: 'GDPR export of one customer (JSON)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/customers/999999/export', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/customers/{id}/merge',
    summary: 'Merge duplicate customers into this one (their orders move)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/customers/999999/merge',
        body: { customerIds: [999998] },
        expect: { anonymous: 401, employee: 403, admin: 404 },
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/customers/{id}/erase',
    summary: 'GDPR erase: anonymise the customer’s orders (figures stay) and delete the customer',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/customers/999999/erase', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/donatees/{id}/donations',
    summary: 'The donations a donatee received (count, total, latest orders)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/donatees/1/donations', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  // Catalog import and export (issue 23 point 4): admins only. Behaviour: api/src/resources/products/import.
  {
    method: 'POST',
    route: '/api/products/import',
    summary: 'Import products from a CSV or XLSX file (multipart `file`; `?dryRun=true` checks without writing)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/products/import?dryRun=true',
        body: {},
        expect: { anonymous: 401, employee: 403, admin: 422 },
        explain: 'admins only; without a file an admin gets the German 422 and nothing is written',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/products/export.csv',
    summary: 'The catalog as CSV in the import format',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/products/export.csv', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/products/import/template.csv',
    summary: 'Import template as CSV',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/products/import/template.csv', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/products/import/template.xlsx',
    summary: 'Import template as XLSX',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/products/import/template.xlsx', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  // Desk devices (issue 13). `{id}` routes: staff of the device's branch; the concrete case is a device that does
  // not exist (admins 404; employees are refused before the look-up). Behaviour with real devices:
  // api/src/resources/devices/devices.test.ts.
  {
    method: 'POST',
    route: '/api/devices/{id}/pair',
    summary: 'Make a one-time pairing code for a desk (answered once in clear, 15 minutes)',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [{ path: '/api/devices/999999/pair', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'DELETE',
    route: '/api/devices/{id}/credential',
    summary: 'Revoke the desk credential of a device (the desk is locked out at once)',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [{ path: '/api/devices/999999/credential', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/devices/{id}/health',
    summary: 'Pairing, last heartbeat, printer state and pending print jobs of a device',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [{ path: '/api/devices/999999/health', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/devices/{id}/test/print',
    summary: 'Print a test page (spec §7); answers when printed, else 409 "Test nicht erfolgreich."',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [{ path: '/api/devices/999999/test/print', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/devices/{id}/test/notification',
    summary: 'Ring the desk once (spec §7); answers when it rang, else 409 "Test nicht erfolgreich."',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [{ path: '/api/devices/999999/test/notification', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/devices/{id}/request-device-logs',
    summary: 'The desk’s recent log (spec §7), else 409 "Log konnte nicht angefordert werden."',
    access: { anonymous: no, employee: 'own branches', admin: yes },
    cases: [{ path: '/api/devices/999999/request-device-logs', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  // Digital signage screens (issue 29.1): like the desk devices; the concrete case is a screen that does not exist.
  // Behaviour with real screens: api/src/resources/digital-signage-devices/signage-devices.test.ts.
  ...(
    [
      ['POST', '/api/digital-signage-devices/{id}/pair', 'Make a one-time pairing code for a signage screen'],
      ['DELETE', '/api/digital-signage-devices/{id}/credential', 'Revoke the screen credential (locked out at once)'],
      ['POST', '/api/digital-signage-devices/{id}/command', 'Send a command to a screen (answer: the screen)'],
      ['POST', '/api/digital-signage-devices/{id}/command/abort', 'Abort the screen’s current command'],
    ] as const
  ).map(
    ([method, route, summary]): RouteRow => ({
      method,
      route,
      summary,
      access: { anonymous: no, employee: 'own branches', admin: yes },
      cases: [
        {
          path: route.replace('{id}', '999999'),
          ...(route.endsWith('/command') ? { body: { command: { type: 'reload' } } } : {}),
          expect: { anonymous: 401, employee: 403, admin: 404 },
        },
      ],
    }),
  ),
  ...(
    [
      ['GET', '/api/digital-signage/self', 'The calling signage screen with its current command'],
      [
        'GET',
        '/api/digital-signage/self/events',
        'Live feed of the screen (SSE: command, program-changed, catalog-changed)',
      ],
      ['POST', '/api/digital-signage/self/heartbeat', 'Screen heartbeat with what it plays now'],
      ['POST', '/api/digital-signage/self/command/{commandId}/result', 'Report the screen’s command done'],
    ] as const
  ).map(
    ([method, route, summary]): RouteRow => ({
      method,
      route,
      summary,
      access: {
        anonymous: 'device credential only',
        employee: 'device credential only',
        admin: 'device credential only',
      },
      cases: [
        {
          path: route.replace('{commandId}', '1'),
          expect: { anonymous: 401, employee: 401, admin: 401 },
          explain: 'only a paired signage screen (header X-Device-Key) is let in; a desk’s credential is a 403',
        },
      ],
    }),
  ),
  {
    method: 'GET',
    route: '/api/embed-origins/public',
    summary: 'The allowed embedding origins (list of strings; the checkout checks a return address against it)',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [{ path: '/api/embed-origins/public', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'GET',
    route: '/api/devices/health',
    summary: 'Heartbeat and printer state of the devices the caller may see',
    access: { anonymous: no, employee: 'yes (devices of own branches)', admin: 'yes (every device)' },
    cases: [{ path: '/api/devices/health', expect: { anonymous: 401, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/devices/pairings',
    summary: 'A desk redeems a pairing code for its device credential',
    access: {
      anonymous: 'yes (with a valid code)',
      employee: 'yes (with a valid code)',
      admin: 'yes (with a valid code)',
    },
    cases: [
      {
        path: '/api/devices/pairings',
        body: { code: 'ABCDEFGH' },
        expect: { anonymous: 401, employee: 401, admin: 401 },
        explain: 'open to everyone; an unknown or used code is a 401 for every caller',
      },
    ],
  },
  ...(
    [
      ['GET', '/api/devices/self/info', 'The paired device, its branch and the shop URL'],
      ['GET', '/api/devices/self/events', 'Live order events of the device’s branch (SSE, Last-Event-ID)'],
      ['GET', '/api/devices/self/orders/current', 'Current orders of the device’s branch'],
      ['GET', '/api/devices/self/orders/{orderId}', 'One order of the device’s branch'],
      ['POST', '/api/devices/self/orders/{orderId}/status/{action}', 'Order status action from the desk'],
      ['POST', '/api/devices/self/orders/{orderId}/counter-appointment', 'Propose another time from the desk'],
      [
        'POST',
        '/api/devices/self/orders/{orderId}/acknowledge',
        'Acknowledge an order from the desk (stops every alert)',
      ],
      ['GET', '/api/devices/self/jobs', 'Pending print jobs of the device (automatic ones written on read)'],
      ['POST', '/api/devices/self/jobs', 'Reprint an order of the branch on this device'],
      ['POST', '/api/devices/self/jobs/{jobId}/result', 'Report a print job sent, printed or failed (idempotent)'],
      ['POST', '/api/devices/self/heartbeat', 'Desk heartbeat with the printer state'],
      ['GET', '/api/devices/self/commands', 'Device tests waiting for this desk (ring, upload log)'],
      ['GET', '/api/devices/self/wait', 'Long poll: answers when a print job, a device test or the settings change'],
      ['POST', '/api/devices/self/commands/{commandId}/result', 'Report a device test done or failed'],
      ['GET', '/api/devices/self/online-pause', 'The desk branch’s pause or busy mode'],
      ['PUT', '/api/devices/self/online-pause', 'Pause online orders or add lead time from the desk'],
      ['DELETE', '/api/devices/self/online-pause', 'End the pause or busy mode from the desk'],
      ['POST', '/api/devices/self/production/print', 'Print the production list on the desk (records the print)'],
    ] as const
  ).map(
    ([method, route, summary]): RouteRow => ({
      method,
      route,
      summary,
      access: {
        anonymous: 'device credential only',
        employee: 'device credential only',
        admin: 'device credential only',
      },
      cases: [
        {
          path: route
            .replace('{orderId}', '1')
            .replace('{action}', 'confirm')
            .replace('{jobId}', '1')
            .replace('{commandId}', '1'),
          expect: { anonymous: 401, employee: 401, admin: 401 },
          explain: 'only a paired desk (header X-Device-Key) is let in; a session is not a device',
        },
      ],
    }),
  ),
  {
    method: 'GET',
    route: '/api/digital-signage/self/program',
    summary: 'The calling signage screen’s program (scene, segments, resolved slides with prices, media)',
    access: {
      anonymous: 'device credential only',
      employee: 'device credential only',
      admin: 'device credential only',
    },
    cases: [
      {
        path: '/api/digital-signage/self/program',
        expect: { anonymous: 401, employee: 401, admin: 401 },
        explain: 'only a paired signage screen (header X-Device-Key) is let in; a desk’s credential is a 403',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/digital-signage/self/image-templates/{id}/image.png',
    summary: 'An image template rendered for the calling screen’s template slide (PNG)',
    access: {
      anonymous: 'device credential only',
      employee: 'device credential only',
      admin: 'device credential only',
    },
    cases: [
      {
        path: '/api/digital-signage/self/image-templates/1/image.png',
        expect: { anonymous: 401, employee: 401, admin: 401 },
        explain: 'only a paired signage screen (header X-Device-Key) is let in',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/analytics-log',
    summary: 'Log shop analytics events (cookie-less; bots ignored; 422 nothing stored; 429 per address)',
    access: { anonymous: yes, employee: yes, admin: yes },
    cases: [
      {
        path: '/api/analytics-log',
        body: { type: 'pageview', action: '/' },
        expect: { anonymous: 204, employee: 204, admin: 204 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/online-pauses',
    summary: 'Pauses and busy modes in force (issue 27.3): public branches for visitors, with who set them for staff',
    access: { anonymous: yes, employee: 'own branches with setBy', admin: yes },
    cases: [{ path: '/api/online-pauses', expect: { anonymous: 200, employee: 200, admin: 200 } }],
  },
  {
    method: 'PUT',
    route: '/api/branches/{id}/online-pause',
    summary: "Pause a branch's online orders or add lead time (audit log)",
    access: { anonymous: no, employee: 'own branches (another: 404)', admin: yes },
    cases: [
      {
        path: '/api/branches/1/online-pause',
        body: { kind: 'busy', extraMinutes: 15, duration: 15 },
        expect: { anonymous: 401, employee: 200, admin: 200 },
      },
      {
        path: '/api/branches/2/online-pause',
        body: { kind: 'busy', extraMinutes: 15, duration: 15 },
        expect: { anonymous: 401, employee: 404, admin: 200 },
      },
    ],
  },
  {
    method: 'DELETE',
    route: '/api/branches/{id}/online-pause',
    summary: 'End the pause or busy mode early (audit log)',
    access: { anonymous: no, employee: 'own branches (another: 404)', admin: yes },
    cases: [
      { path: '/api/branches/1/online-pause', expect: { anonymous: 401, employee: 204, admin: 204 } },
      { path: '/api/branches/2/online-pause', expect: { anonymous: 401, employee: 404, admin: 204 } },
    ],
  },
  ...['/api/production', '/api/production/export.csv', '/api/production/export.pdf'].map(
    (route): RouteRow => ({
      method: 'GET',
      route,
      summary: "Production list ('Backliste') of a day (issue 27.2)",
      access: { anonymous: no, employee: 'own branches (another: 404)', admin: yes },
      cases: [
        { path: `${route}?day=2026-11-24`, expect: { anonymous: 401, employee: 200, admin: 200 } },
        { path: `${route}?day=2026-11-24&branch=2`, expect: { anonymous: 401, employee: 404, admin: 200 } },
      ],
    }),
  ),
  ...['/api/production/print', '/api/production/print.pdf'].map(
    (route): RouteRow => ({
      method: 'POST',
      route,
      summary: 'Print the production list and record the print time (the next print marks later orders as new)',
      access: { anonymous: no, employee: 'own branches (another: 404)', admin: yes },
      cases: [
        { path: route, body: { day: '2026-11-24', branch: 1 }, expect: { anonymous: 401, employee: 200, admin: 200 } },
        { path: route, body: { day: '2026-11-24', branch: 2 }, expect: { anonymous: 401, employee: 404, admin: 200 } },
      ],
    }),
  ),
  // Projects and tasks (issue 28.6). Behaviour: api/src/resources/tasks (tasks.test.ts covers the branch cases).
  {
    method: 'GET',
    route: '/api/tasks/assignees',
    summary: 'Staff a task can be assigned to (admins and the people of the caller’s branches)',
    access: { anonymous: no, employee: 'yes (people of own branches)', admin: yes },
    cases: [{ path: '/api/tasks/assignees', expect: { anonymous: 401, employee: 200, admin: 200 } }],
  },
  {
    method: 'POST',
    route: '/api/tasks/from-order',
    summary: "'Aufgabe aus Bestellung': a task linked to an order of the branch",
    access: { anonymous: no, employee: 'orders of own branches (another branch: 403)', admin: yes },
    cases: [
      {
        path: '/api/tasks/from-order',
        body: { orderId: 999999 },
        expect: { anonymous: 401, employee: 404, admin: 404 },
        explain: 'no such order: 404 after the role check',
      },
    ],
  },
  {
    method: 'POST',
    route: '/api/tasks/{id}/move',
    summary: 'Board move of a task (status column and place); both columns stay numbered 0, 1, 2, …',
    access: { anonymous: no, employee: 'tasks of own branches (another branch: 403)', admin: yes },
    cases: [
      {
        path: '/api/tasks/999999/move',
        body: { status: 'done' },
        expect: { anonymous: 401, employee: 404, admin: 404 },
      },
    ],
  },
  // Time sheets and working activities (issue 28.3/28.4, T3). Behaviour: api/src/resources/time-sheets and
  // api/src/resources/working-activities (corrections, own-sheet rule, figures).
  ...['', '/export.csv', '/export.pdf'].map(
    (suffix): RouteRow => ({
      method: 'GET',
      route: `/api/time-sheets/{userId}/{month}${suffix}`,
      summary: `Time sheet of an employee and month${suffix === '' ? '' : ` (${suffix.slice(8).toUpperCase()})`}`,
      access: { anonymous: no, employee: 'own sheet only (another: 403)', admin: yes },
      cases: [
        { path: `/api/time-sheets/2/2026-11${suffix}`, expect: { anonymous: 401, employee: 200, admin: 200 } },
        { path: `/api/time-sheets/1/2026-11${suffix}`, expect: { anonymous: 401, employee: 403, admin: 200 } },
      ],
    }),
  ),
  {
    method: 'GET',
    route: '/api/working-activities',
    summary: 'Working activities (filters userId, branchId, from, to)',
    access: { anonymous: no, employee: 'own activities only (another user: 403)', admin: yes },
    cases: [
      { path: '/api/working-activities', expect: { anonymous: 401, employee: 200, admin: 200 } },
      { path: '/api/working-activities?userId=1', expect: { anonymous: 401, employee: 403, admin: 200 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/working-activities/{id}',
    summary: 'One working activity',
    access: { anonymous: no, employee: 'own activities only (another: 404)', admin: yes },
    cases: [{ path: '/api/working-activities/999999', expect: { anonymous: 401, employee: 404, admin: 404 } }],
  },
  {
    method: 'POST',
    route: '/api/working-activities',
    summary: 'Enter a missing working activity with a reason',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/working-activities',
        body: {
          userId: 2,
          branchId: 1,
          startedAt: '2026-11-02T07:00:00Z',
          endedAt: '2026-11-02T15:00:00Z',
          reason: 'Stempeln vergessen',
        },
        expect: { anonymous: 401, employee: 403, admin: 201 },
      },
    ],
  },
  {
    method: 'PUT',
    route: '/api/working-activities/{id}',
    summary: 'Correct a working activity with a reason (original kept, audited)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/working-activities/999999',
        body: { branchId: 1, startedAt: '2026-11-02T07:00:00Z', endedAt: '2026-11-02T15:00:00Z', reason: 'Korrektur' },
        expect: { anonymous: 401, employee: 403, admin: 404 },
      },
    ],
  },
  {
    method: 'DELETE',
    route: '/api/working-activities/{id}',
    summary: 'Delete a working activity with a reason (?reason=; kept, audited)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/working-activities/999999?reason=Doppelt',
        expect: { anonymous: 401, employee: 403, admin: 404 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/time-tracking/{branchId}/{apiKey}/balances',
    summary: "The signed-in employee's month and holidays at the terminal",
    access: {
      anonymous: 'branch key + PIN token',
      employee: 'branch key + PIN token',
      admin: 'branch key + PIN token',
    },
    cases: [
      {
        path: '/api/time-tracking/1/bk_unknown/balances',
        expect: { anonymous: 401, employee: 401, admin: 401 },
        explain: 'the branch key in the path and the access token of a PIN sign-in, not a session',
      },
    ],
  },
  ...timeTrackingRouteRows,
  ...scheduleRouteRows,
  {
    method: 'GET',
    route: '/api/statistics/user-profile',
    summary: "One employee's working time start..end up to now (issue 28.5)",
    access: { anonymous: no, employee: 'themselves only (another: 403)', admin: yes },
    cases: [
      {
        path: '/api/statistics/user-profile?user=2&start=2026-11-01&end=2026-11-30',
        expect: { anonymous: 401, employee: 200, admin: 200 },
      },
      {
        path: '/api/statistics/user-profile?user=1&start=2026-11-01&end=2026-11-30',
        expect: { anonymous: 401, employee: 403, admin: 200 },
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/statistics/user-profile-working-activities',
    summary: "One employee's worked minutes per local day (issue 28.5)",
    access: { anonymous: no, employee: 'themselves only (another: 403)', admin: yes },
    cases: [
      {
        path: '/api/statistics/user-profile-working-activities?user=2&start=2026-11-01&end=2026-11-30',
        expect: { anonymous: 401, employee: 200, admin: 200 },
      },
      {
        path: '/api/statistics/user-profile-working-activities?user=1&start=2026-11-01&end=2026-11-30',
        expect: { anonymous: 401, employee: 403, admin: 200 },
      },
    ],
  },
];
