import {
  backofficeAuditMessages,
  backofficeContentMessages,
  backofficeDevicesMessages,
  backofficeMediaMessages,
  backofficePeopleMessages,
  backofficeWidgetsMessages,
  backofficeShellMessages as m,
  orderLimitsMessages,
  readinessMessages,
  setupMessages,
} from '@bestell/domain';

export interface NavItem {
  to: string;
  label: string;
  /** True: the link is current only on exactly this path (the board, not the history under it). */
  end?: boolean;
}

/** The start page: what is still missing before real customers order (admins; employees land on the board). */
export const startPath = '/backend';

const adminOnly = new Set([
  startPath,
  '/backend/catalog/products',
  '/backend/catalog/categories',
  '/backend/catalog/tags',
  '/backend/users',
  '/backend/widgets',
  '/backend/sites',
  '/backend/config',
  '/backend/legal-texts',
  '/backend/customers',
  '/backend/external-users',
  '/backend/donatees',
  '/backend/organisation',
  '/backend/inbox',
  '/backend/logs',
  '/backend/media',
]);

const allItems: NavItem[] = [
  { to: startPath, label: readinessMessages.nav, end: true },
  { to: '/backend/orders', label: m.nav.orders, end: true },
  { to: '/backend/orders/history', label: m.nav.history },
  { to: '/backend/catalog/products', label: m.nav.products },
  { to: '/backend/catalog/categories', label: m.nav.categories },
  { to: '/backend/catalog/menus', label: m.nav.menus },
  { to: '/backend/catalog/tags', label: m.nav.tags },
  { to: '/backend/branches', label: m.nav.branches },
  { to: '/backend/users', label: m.nav.users },
  { to: '/backend/devices', label: backofficeDevicesMessages.nav },
  { to: '/backend/tables', label: backofficePeopleMessages.tables.title },
  { to: '/backend/customers', label: backofficePeopleMessages.customers.title },
  { to: '/backend/external-users', label: backofficePeopleMessages.externalUsers.title },
  { to: '/backend/donatees', label: backofficePeopleMessages.donatees.title },
  { to: '/backend/widgets', label: backofficeWidgetsMessages.nav },
  // 'Inhalte': sites, blocks, nodes, navigations and redirects under one set of tabs (cms/cms-area.tsx).
  { to: '/backend/sites', label: backofficeContentMessages.nav },
  { to: '/backend/media', label: backofficeMediaMessages.nav },
  { to: '/backend/config', label: orderLimitsMessages.configNav },
  { to: '/backend/legal-texts', label: setupMessages.legal.nav },
  { to: '/backend/organisation', label: backofficeAuditMessages.organisation.nav },
  { to: '/backend/inbox', label: backofficeAuditMessages.inbox.nav },
  { to: '/backend/logs', label: backofficeAuditMessages.logs.nav },
];

export const isAdmin = (roles: readonly string[]) => roles.includes('ROLE_ADMIN');

/**
 * The navigation of a role (docs/permissions.md): an admin sees everything; an employee works on the orders of
 * their branches, edits their branches and the product catalogues (menus) of their branches — products, categories
 * and tags are admin writes, users admin only.
 */
export function navigationFor(roles: readonly string[]): NavItem[] {
  if (isAdmin(roles)) return allItems;
  if (!roles.includes('ROLE_EMPLOYEE')) return allItems.filter((item) => item.to.startsWith('/backend/orders'));
  return allItems.filter((item) => !adminOnly.has(item.to));
}
