/**
 * The one message catalog: every user-facing German string of the spec, copied exactly.
 * Plain strings are constants; strings with parameters are functions with typed parameters,
 * so a missing or misspelt parameter is a type error. Each area keeps its own file.
 */
import { authMessages } from './auth.js';
import { backofficeMessages } from './backoffice.js';
import { backofficeBranchesMessages } from './backoffice-branches.js';
import { backofficeCatalogStructureMessages } from './backoffice-catalog-structure.js';
import { backofficeDevicesMessages } from './backoffice-devices.js';
import { backofficeExportsMessages } from './backoffice-exports.js';
import { backofficeFormsMessages } from './backoffice-forms.js';
import { backofficeOrdersMessages } from './backoffice-orders.js';
import { backofficePeopleMessages } from './backoffice-people.js';
import { backofficeProductsMessages } from './backoffice-products.js';
import { backofficeShellMessages } from './backoffice-shell.js';
import { backofficeTableMessages } from './backoffice-table.js';
import { backofficeUsersMessages } from './backoffice-users.js';
import { backofficeWidgetsMessages } from './backoffice-widgets.js';
import { catalogImportMessages } from './catalog-import.js';
import { checkoutMessages } from './checkout.js';
import { contactFormMessages } from './contact-form.js';
import { deskMessages } from './desk.js';
import { dineInMessages } from './dine-in.js';
import { errorsMessages } from './errors.js';
import { frontendToolsMessages } from './frontend-tools.js';
import { homePageMessages } from './home-page.js';
import { hoursMessages } from './hours.js';
import { inputMessages } from './input.js';
import { layoutMessages } from './layout.js';
import { mailMessages, paymentPageMessages } from './mail.js';
import { onlinePauseMessages } from './online-pause.js';
import { ordersMessages } from './orders.js';
import { placementMessages } from './placement.js';
import { pricingMessages } from './pricing.js';
import { productionMessages } from './production.js';
import { shopMessages } from './shop.js';
import { statisticsMessages } from './statistics.js';
import { statusPageMessages } from './status-page.js';
import { timeTrackingMessages } from './time-tracking.js';
import { timeTrackingScheduleMessages } from './time-tracking-schedules.js';
import { validationMessages } from './validation.js';

export const messages = {
  auth: authMessages,
  backoffice: backofficeMessages,
  backofficeCatalogStructure: backofficeCatalogStructureMessages,
  backofficeDevices: backofficeDevicesMessages,
  backofficeExports: backofficeExportsMessages,
  backofficeForms: backofficeFormsMessages,
  backofficeOrders: backofficeOrdersMessages,
  backofficePeople: backofficePeopleMessages,
  backofficeProducts: backofficeProductsMessages,
  backofficeShell: backofficeShellMessages,
  backofficeBranches: backofficeBranchesMessages,
  backofficeUsers: backofficeUsersMessages,
  backofficeWidgets: backofficeWidgetsMessages,
  backofficeTable: backofficeTableMessages,
  catalogImport: catalogImportMessages,
  checkout: checkoutMessages,
  contactForm: contactFormMessages,
  desk: deskMessages,
  dineIn: dineInMessages,
  errors: errorsMessages,
  frontendTools: frontendToolsMessages,
  homePage: homePageMessages,
  hours: hoursMessages,
  input: inputMessages,
  layout: layoutMessages,
  mail: mailMessages,
  paymentPage: paymentPageMessages,
  onlinePause: onlinePauseMessages,
  orders: ordersMessages,
  placement: placementMessages,
  pricing: pricingMessages,
  production: productionMessages,
  shop: shopMessages,
  statistics: statisticsMessages,
  statusPage: statusPageMessages,
  timeTracking: timeTrackingMessages,
  timeTrackingSchedules: timeTrackingScheduleMessages,
  validation: validationMessages,
} as const;

export type Messages = typeof messages;
// Each area on its own too: a bundle that imports only the areas it shows leaves the others out (issue 6 §11).
export { analyticsMessages } from './analytics.js';
export { authMessages } from './auth.js';
export { backofficeMessages } from './backoffice.js';
export { backofficeAiMessages } from './backoffice-ai.js';
export { backofficeAuditMessages } from './backoffice-audit.js';
export { backofficeBranchesMessages } from './backoffice-branches.js';
export { backofficeCatalogStructureMessages } from './backoffice-catalog-structure.js';
export { backofficeCmsFieldsMessages, backofficeCmsMessages } from './backoffice-cms.js';
export {
  backofficeContentMessages,
  contentUsageMessages,
  navigationCheckMessages,
  redirectCheckMessages,
} from './backoffice-content.js';
export { backofficeDevicesMessages } from './backoffice-devices.js';
export { backofficeExportsMessages } from './backoffice-exports.js';
export { backofficeFormsMessages } from './backoffice-forms.js';
export { backofficeMediaMessages } from './backoffice-media.js';
export { backofficeOrdersMessages } from './backoffice-orders.js';
export { backofficePeopleMessages } from './backoffice-people.js';
export { backofficeProductsMessages } from './backoffice-products.js';
export { backofficeShellMessages } from './backoffice-shell.js';
export { backofficeStatisticsMessages } from './backoffice-statistics.js';
export { backofficeTableMessages } from './backoffice-table.js';
export { backofficeTasksMessages } from './backoffice-tasks.js';
export { backofficeUsersMessages } from './backoffice-users.js';
export { backofficeWidgetsMessages } from './backoffice-widgets.js';
export { backupMessages } from './backup.js';
export { catalogImportMessages } from './catalog-import.js';
export { checkoutMessages } from './checkout.js';
export { cmsPagesMessages } from './cms-pages.js';
export { configScreenMessages } from './config-screen.js';
export { contactFormMessages } from './contact-form.js';
export { deskMessages } from './desk.js';
export { dineInMessages } from './dine-in.js';
export { dueTimeMessages } from './due-time.js';
export { errorsMessages, firstErrorMessage } from './errors.js';
export { frontendToolsMessages } from './frontend-tools.js';
export { homePageMessages } from './home-page.js';
export { hoursMessages } from './hours.js';
export { layoutMessages } from './layout.js';
export type { MailOrderKind } from './mail.js';
export { mailMessages, paymentPageMessages } from './mail.js';
export { notificationLogMessages } from './notification-log.js';
export { onlinePauseMessages } from './online-pause.js';
export { orderLimitsMessages } from './order-limits.js';
export { ordersMessages } from './orders.js';
export { placementMessages } from './placement.js';
export { pricingMessages } from './pricing.js';
export { productionMessages } from './production.js';
export { readinessMessages } from './readiness.js';
export { refundsMessages } from './refunds.js';
export { setupMessages } from './setup.js';
export { shopMessages } from './shop.js';
export { signageBackofficeMessages } from './signage-backoffice.js';
export { signageContentMessages } from './signage-content.js';
export { signageDevicesMessages } from './signage-devices.js';
export { signagePlayerMessages } from './signage-player.js';
export { statisticsMessages } from './statistics.js';
export { statusPageMessages } from './status-page.js';
export { storefrontAreasMessages } from './storefront-areas.js';
export { timeTrackingMessages } from './time-tracking.js';
export { timeTrackingScheduleMessages } from './time-tracking-schedules.js';
export { timeTrackingSheetsMessages } from './time-tracking-sheets.js';
export { uploadLimitsMessages } from './upload-limits.js';
export { validationMessages } from './validation.js';
export { widgetsMessages } from './widgets.js';
