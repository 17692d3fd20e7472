export { type AnalyticsQueue, createAnalyticsLog, createAnalyticsQueue } from './analytics/queue.js';
export { ApiError, type ApiErrorEntry, parseErrorEntries } from './api-error.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiEnvelope,
  createApiClient,
  type RequestOptions,
  type UploadEntity,
} from './client.js';
export { ApiClientProvider, useApiClient } from './hooks/api-client-context.js';
export { useBranches } from './hooks/use-branches.js';
export { useCategories } from './hooks/use-categories.js';
export { useBranchTables, useDonatees } from './hooks/use-checkout-data.js';
export { useConfig } from './hooks/use-config.js';
export { useCreateUpload } from './hooks/use-create-upload.js';
export { useCurrentUser } from './hooks/use-current-user.js';
export { useLogout } from './hooks/use-logout.js';
export { useMenus } from './hooks/use-menus.js';
export { useNavigations } from './hooks/use-navigations.js';
export {
  ONLINE_PAUSE_POLL_MS,
  type OnlinePauseEntry,
  onlinePausesKey,
  useOnlinePauses,
} from './hooks/use-online-pauses.js';
export { usePlaceOrder } from './hooks/use-place-order.js';
export { useProducts } from './hooks/use-products.js';
export {
  publicOrderKey,
  useAnswerCounterAppointment,
  usePublicOrder,
  useSendQuestionnaire,
} from './hooks/use-public-order.js';
export { useTags } from './hooks/use-tags.js';
export {
  getBranchTables,
  getDonatees,
  type OrderPlacementBody,
  type PlacedOrder,
  type PlaceOrderRequest,
  placeOrder,
} from './orders/place-order.js';
export {
  answerCounterAppointment,
  type CounterAppointmentAnswer,
  getPublicOrder,
  type PublicDeliveryAddress,
  type PublicOrder,
  type PublicOrderItem,
  sendQuestionnaire,
} from './orders/public-order.js';
export {
  getServerCart,
  putServerCart,
  type ServerCart,
  type ServerCartBody,
  type ServerCartItem,
} from './orders/server-cart.js';
export {
  type PrintJobStatus,
  printJobStatuses,
  type StaffOrder,
  type StaffOrderCustomer,
  type StaffOrderItem,
  type StaffPrintJob,
} from './orders/staff-order.js';
export { CATALOG_RELOAD_MS, queryKeys } from './query-keys.js';
export { type CurrentUser, getCurrentUser, logout } from './session/current-user.js';
export type {
  AuditLogEntry,
  AuditLogListEntry,
  FormSubmission,
  FormSubmissionListEntry,
} from './staff/audit-inbox-types.js';
export type { CatalogImportItem, CatalogImportResult } from './staff/catalog-import.js';
export {
  type BranchFilter,
  currentOrdersKeys,
  fetchCurrentOrders,
  fetchMissedOrders,
  type OrderEvent,
  type OrderEventPayload,
  patchCurrentOrder,
  updateCurrentOrders,
  upsertCurrentOrder,
  useCurrentOrders,
} from './staff/current-orders.js';
export { type OrderFeedOptions, type OrderFeedState, orderEventTypes, useOrderFeed } from './staff/order-feed.js';
export { type OrderNotification, useOrderNotifications } from './staff/order-notifications.js';
export {
  type OrderRefunds,
  type RefundBody,
  type RefundResult,
  useOrderRefunds,
  useRefundOrder,
} from './staff/order-refunds.js';
export {
  type OrderActionRequest,
  refreshStaffOrder,
  staffOrderCalls,
  staffOrderKeys,
  useOrderHistory,
  useStaffOrder,
  useStaffOrderCall,
  useStaffOrderChange,
} from './staff/orders-queries.js';
export { noAuthRedirect, useLoginLink, useStaffLogin, useStaffLogout } from './staff/session-queries.js';
export { createStaffApi, type StaffApi, type StaffPage, type WriteOptions } from './staff/staff-api.js';
export type { StatisticsAnswer, StatisticsRow } from './staff/statistics-types.js';
export type {
  SheetActivity,
  SheetDayAnswer,
  SheetRemoved,
  TimeSheetAnswer,
} from './staff/time-sheet-types.js';
export { useStaffApi } from './staff/use-staff-api.js';
