import {
  knownLoginAddressMs,
  loginLinkDefaultMinutes,
  loginLinkMaxMinutes,
  loginThrottleWindowMs,
  maxFailedLogins,
  maxFailedLoginsPerAddress,
  maxFailedLoginsPerUsername,
  sessionAbsoluteMs,
  sessionIdleMs,
} from '../../src/infrastructure/auth/policy.js';
import {
  type CrudRow,
  crudMatrix,
  type ReadAccess,
  type Role,
  roles,
  roleTitles,
  routeMatrix,
  type WriteAccess,
} from './matrix.js';

const refused = (role: Role): string => (role === 'anonymous' ? 'no (401)' : 'no (403)');

function readText(access: ReadAccess, role: Role): string {
  switch (access) {
    case 'all':
      return 'yes, every row';
    case 'public':
      return 'public, enabled rows only';
    case 'public+own':
      return 'public rows and every row of own branches';
    case 'own':
      return 'rows of own branches only';
    case 'none':
      return refused(role);
  }
}

function writeText(access: WriteAccess, role: Role): string {
  switch (access) {
    case 'all':
      return 'yes';
    case 'own':
      return 'own branches only (else 403)';
    case 'none':
      return refused(role);
  }
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function crudRoutes(entry: CrudRow): string[] {
  const base = `/api/${entry.resource}`;
  const lines = [
    row([`GET ${base}`, ...roles.map((r) => readText(entry.read[r], r))]),
    row([`GET ${base}/{id}`, ...roles.map((r) => readText(entry.read[r], r))]),
  ];
  if (entry.lookup) {
    lines.push(
      row([`GET ${base}/by-${entry.lookup}/{${entry.lookup}}`, ...roles.map((r) => readText(entry.read[r], r))]),
    );
  }
  lines.push(
    row([`POST ${base}`, ...roles.map((r) => writeText(entry.create[r], r))]),
    row([`PUT ${base}/{id}`, ...roles.map((r) => writeText(entry.update[r], r))]),
    row([`DELETE ${base}/{id}`, ...roles.map((r) => writeText(entry.delete[r], r))]),
  );
  return lines;
}

const minutes = (ms: number): number => ms / 60_000;

/** docs/permissions.md, generated from the matrix (permissions.test.ts fails when the file differs). */
export function renderPermissionsDocument(): string {
  const header = row(['Route', ...roles.map((r) => roleTitles[r])]);
  const rule = row(['---', ...roles.map(() => '---')]);
  const crud = crudMatrix.flatMap((entry) => [
    `### ${entry.resource}`,
    '',
    ...(entry.note ? [entry.note, ''] : []),
    header,
    rule,
    ...crudRoutes(entry),
    '',
  ]);
  const other = [
    row(['Route', 'What', ...roles.map((r) => roleTitles[r])]),
    row(['---', '---', ...roles.map(() => '---')]),
    ...routeMatrix.map((entry) =>
      row([`${entry.method} ${entry.route}`, entry.summary, ...roles.map((r) => entry.access[r])]),
    ),
  ];
  return `# Permissions

<!-- Generated from api/test/permissions/matrix.ts by api/test/permissions/render.ts. Do not edit by hand:
     change the matrix, then run  UPDATE_PERMISSIONS_DOC=1 npx vitest run --project api api/test/permissions  -->

Who may call which route of the API. Every row below is tested route by route and role by role
(api/test/permissions/permissions.test.ts) on PGlite and PostgreSQL; the test fails when this file and the
matrix disagree.

## Roles

- **Anonymous visitor**: storefront visitors and customers; no login. They read public data only: entries that are
  public and enabled (and, for branch data, belong to a public, enabled branch). Order status pages are opened with
  the order's uid and hash instead of a login.
- **ROLE_EMPLOYEE**: a staff user whose \`branches\` list names the branches they work for. Reads and acts only on
  their own branches; rows of other branches they may not see answer 404, rows they may see but not change 403.
- **ROLE_ADMIN**: everything, on every branch.
- **Branch API key** (desk, frontdesk and backoffice views, \`X-Api-Key\`): acts on the orders of its one branch
  (see the orders routes); on the routes below it counts as an anonymous visitor.

Refusals: 401 'Bitte melden Sie sich an.' for anonymous callers, 403 'Zugriff verweigert.' for signed-in staff
without the right. Lists, items and look-ups filter with
the same rule, so a row that is not readable is a 404, never a 403 that would reveal it.

## Sessions and CSRF

- Sign in with \`POST /api/login\` \`{ "username", "password" }\` (argon2id hashes). The session is a random token in
  an httpOnly, SameSite=Lax cookie; the database keeps only its hash.
- A session ends after ${minutes(sessionIdleMs) / 60} hours without a request and at the latest
  ${minutes(sessionAbsoluteMs) / 60 / 24} days after login.
- Every state-changing call made with the session cookie must send the session's \`csrfToken\` (from the login
  answer or \`GET /api/users/me\`) in the \`X-CSRF-Token\` header, otherwise 403 with the CSRF message.
- After ${maxFailedLogins} failed logins for one username from one address within ${minutes(loginThrottleWindowMs)}
  minutes, further tries are refused for the rest of that window with the 'too many failed logins (minutes)' message.
  The same after ${maxFailedLoginsPerAddress} failed logins from one address over all usernames, and after
  ${maxFailedLoginsPerUsername} failed logins for one username over all addresses (a password guessed from many
  addresses); that last limit does not apply at an address the username signed in from within the last
  ${minutes(knownLoginAddressMs) / 60 / 24} days, so the owner is not locked out. Each refusal is a 429 with
  \`Retry-After\` (seconds), decided before any password is hashed.
- Expired, disabled and locked accounts are refused with their own messages.
- Login links are one-time and expire after ${loginLinkDefaultMinutes} minutes by default (at most
  ${minutes(loginLinkMaxMinutes * 60_000) / 60 / 24} days).

## Draft sites

The spec leaves open who sees draft sites (\`isPublic: false\`). Decision: every staff member (ROLE_ADMIN and
ROLE_EMPLOYEE) reads drafts, so employees can preview pages before an admin publishes them; anonymous visitors never
see them (404, also by path). Only admins create, change, publish and delete sites.

## Initial load

The 14 GETs of the initial load (\`/api/config\`, \`/api/users/me\`, \`/api/divisions\`, \`/api/branches\`, \`/api/menus\`,
\`/api/categories\`, \`/api/products\`, \`/api/tags\`, \`/api/tables\`, \`/api/sites\`, \`/api/navigations\`, \`/api/blocks\`,
\`/api/nodes\`, \`/api/donatees\`) answer visitors with public, enabled entries only, and staff with what the rows
below allow. Without \`?limit\` a list is complete (up to 1000 rows) for every caller.

## Standard CRUD

Lists take \`?limit\` (1–1000), \`?offset\` or \`?page\`, \`?sort=field,-field\` and per-resource filters (see
/api/docs); the total is in \`X-Total-Count\`. PUT replaces the whole entity. Every write is recorded in the audit
log (\`GET /api/logs\`).

${crud.join('\n')}
## Other routes

${other.join('\n')}

Orders and carts have their own routes and rules (docs/decisions.md). Uploads and images (docs/uploads-and-images.md;
tested in api/src/resources/uploads/uploads.test.ts and images/images.test.ts): \`POST /api/uploads\` is open to
visitors (configurator and contact form files); reading, listing and deleting uploads needs a staff session (401
otherwise); \`GET /api/images\` and \`/api/images/{id}\` are public catalog content, creating, replacing and deleting
images is for admins (401 anonymous, 403 employee). The files themselves (\`/upload/…\`, \`/image/…\`) are public under
their unguessable hash or id-version name.
`;
}
