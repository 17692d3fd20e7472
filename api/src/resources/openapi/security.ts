/**
 * Who may call a route, as the document says it: `public` (anyone), the CRUD permissions (`staff`, `branch`,
 * `admin`: a staff session cookie), `staffOrKey` (a staff session or a branch API key: orders, a branch's devices),
 * `device` (a paired desk's `X-Device-Key`) and `pathKey` (a branch API key as a path segment: no scheme, 401/403).
 */
export type RouteAccess = 'public' | 'staff' | 'branch' | 'admin' | 'staffOrKey' | 'device' | 'pathKey';

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'bestell_session',
    description: 'The staff session cookie set by POST /api/login (httpOnly).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'The CSRF token of the session (answered by POST /api/login and GET /api/users/me); required with the session cookie on every call that changes data.',
  },
  branchKeyBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A branch API key (`Authorization: Bearer <key>`); acts on the orders of its branch only.',
  },
  branchKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'A branch API key in `X-Api-Key` (the same key as the bearer scheme).',
  },
  deviceKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Device-Key',
    description: 'The credential of a paired desk device (`dc_<deviceId>_<secret>`, from POST /api/devices/pairings).',
  },
} as const;

export type SecurityRequirement = Record<string, string[]>;

/** The OpenAPI `security` of a route: alternatives, each a set of schemes that must all be present. */
export function securityFor(access: RouteAccess, method: string): SecurityRequirement[] {
  const writes = method !== 'get';
  const session: SecurityRequirement = writes ? { session: [], csrfToken: [] } : { session: [] };
  switch (access) {
    case 'public':
    case 'pathKey':
      return [];
    case 'staff':
    case 'branch':
    case 'admin':
      return [session];
    case 'staffOrKey':
      return [session, { branchKeyBearer: [] }, { branchKeyHeader: [] }];
    case 'device':
      return [{ deviceKey: [] }];
  }
}

export const accessText: Record<RouteAccess, string> = {
  public: 'Anyone, no credential (catalog and CMS reads show visitors public, enabled entries only).',
  staff: 'Staff session (ROLE_ADMIN or ROLE_EMPLOYEE).',
  branch: 'ROLE_ADMIN, or ROLE_EMPLOYEE for rows of their own branches.',
  admin: 'ROLE_ADMIN only.',
  staffOrKey: 'Staff session (ROLE_ADMIN, or ROLE_EMPLOYEE of the branch) or a branch API key (its own branch only).',
  device: 'A paired desk device (X-Device-Key); orders and jobs of its own branch only.',
  pathKey:
    'Anyone with a valid branch API key of that branch in the path (spec §6); 401 unknown key, 403 other branch.',
};
