import {
  backofficeAuditMessages,
  backofficeContentMessages,
  backofficeDevicesMessages,
  backofficeMediaMessages,
  backofficeOrdersMessages,
  backofficePeopleMessages,
  backofficeStatisticsMessages,
  backofficeTasksMessages,
  backofficeWidgetsMessages,
  backofficeShellMessages as m,
  orderLimitsMessages,
  productionMessages,
  readinessMessages,
  signageBackofficeMessages,
  signageDevicesMessages,
  timeTrackingMessages,
  timeTrackingScheduleMessages,
  timeTrackingSheetsMessages,
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
  '/backend/customers',
  '/backend/external-users',
  '/backend/donatees',
  '/backend/organisation',
  '/backend/inbox',
  '/backend/logs',
  '/backend/media',
  '/backend/signage/streams',
  '/backend/signage/segmente',
  '/backend/signage/szenen',
]);

export interface NavGroup {
  /** Stable key (also the id of its heading). */
  id: string;
  label: string;
  items: NavItem[];
}

/**
 * The areas grouped the way a shop owner looks for them. 'Rechtstexte' is no entry of its own: it is the tab
 * 'Rechtstexte' of Einstellungen (the route /backend/legal-texts stays for the start page's checklist).
 */
const allGroups: NavGroup[] = [
  {
    id: 'orders',
    label: m.navGroups.orders,
    items: [
      { to: startPath, label: readinessMessages.nav, end: true },
      { to: '/backend/orders', label: m.nav.orders, end: true },
      { to: '/backend/orders/history', label: m.nav.history },
      { to: '/backend/kitchen', label: backofficeOrdersMessages.kitchen.nav },
      { to: '/backend/production', label: productionMessages.title },
      { to: '/backend/aufgaben', label: backofficeTasksMessages.nav },
      { to: '/backend/statistics', label: backofficeStatisticsMessages.nav },
    ],
  },
  {
    id: 'catalog',
    label: m.navGroups.catalog,
    items: [
      { to: '/backend/catalog/products', label: m.nav.products },
      { to: '/backend/catalog/categories', label: m.nav.categories },
      { to: '/backend/catalog/menus', label: m.nav.menus },
      { to: '/backend/catalog/tags', label: m.nav.tags },
    ],
  },
  {
    id: 'branches',
    label: m.navGroups.branches,
    items: [
      { to: '/backend/branches', label: m.nav.branches },
      { to: '/backend/devices', label: backofficeDevicesMessages.nav },
      { to: '/backend/tables', label: backofficePeopleMessages.tables.title },
      { to: '/backend/widgets', label: backofficeWidgetsMessages.nav },
    ],
  },
  {
    id: 'signage',
    label: signageDevicesMessages.navGroup,
    items: [
      { to: '/backend/signage/geraete', label: signageDevicesMessages.nav },
      { to: '/backend/signage/streams', label: signageBackofficeMessages.nav.streams },
      { to: '/backend/signage/segmente', label: signageBackofficeMessages.nav.segments },
      { to: '/backend/signage/szenen', label: signageBackofficeMessages.nav.scenes },
    ],
  },
  {
    // Zeiterfassung (issue 28): employees see their own schedule, absences and sheet in each entry.
    id: 'time-tracking',
    label: timeTrackingScheduleMessages.navGroup,
    items: [
      { to: '/backend/zeiterfassung/dienstplan', label: timeTrackingScheduleMessages.scheduleTitle },
      { to: '/backend/zeiterfassung/abwesenheiten', label: timeTrackingScheduleMessages.absencesTitle },
      { to: '/backend/zeiterfassung/zeitblaetter', label: timeTrackingSheetsMessages.title },
      { to: '/backend/zeiterfassung/pins', label: timeTrackingMessages.pinsTitle },
    ],
  },
  {
    id: 'people',
    label: m.navGroups.people,
    items: [
      { to: '/backend/users', label: m.nav.users },
      { to: '/backend/customers', label: backofficePeopleMessages.customers.title },
      { to: '/backend/external-users', label: backofficePeopleMessages.externalUsers.title },
      { to: '/backend/donatees', label: backofficePeopleMessages.donatees.title },
    ],
  },
  {
    id: 'content',
    label: m.navGroups.content,
    items: [
      // 'Inhalte': sites, blocks, nodes, navigations and redirects under one set of tabs (cms/cms-area.tsx).
      { to: '/backend/sites', label: backofficeContentMessages.nav },
      { to: '/backend/media', label: backofficeMediaMessages.nav },
    ],
  },
  {
    id: 'admin',
    label: m.navGroups.admin,
    items: [
      { to: '/backend/config', label: orderLimitsMessages.configNav },
      { to: '/backend/organisation', label: backofficeAuditMessages.organisation.nav },
      { to: '/backend/inbox', label: backofficeAuditMessages.inbox.nav },
      { to: '/backend/logs', label: backofficeAuditMessages.logs.nav },
    ],
  },
];

export const isAdmin = (roles: readonly string[]) => roles.includes('ROLE_ADMIN');

const visibleTo = (roles: readonly string[]) => (item: NavItem) => {
  if (isAdmin(roles)) return true;
  if (!roles.includes('ROLE_EMPLOYEE')) return item.to.startsWith('/backend/orders');
  return !adminOnly.has(item.to);
};

/**
 * The navigation of a role in its groups (docs/permissions.md): an admin sees everything; an employee works on the
 * orders of their branches, edits their branches and the product catalogues (menus) of their branches — products,
 * categories and tags are admin writes, users admin only. A group without an entry for the role is left out.
 */
export function navigationGroupsFor(roles: readonly string[]): NavGroup[] {
  return allGroups
    .map((group) => ({ ...group, items: group.items.filter(visibleTo(roles)) }))
    .filter((group) => group.items.length > 0);
}

/** Every entry of a role's navigation in order (the page title and the tests look entries up here). */
export function navigationFor(roles: readonly string[]): NavItem[] {
  return navigationGroupsFor(roles).flatMap((group) => group.items);
}
