import type {
  AlternativeUnit,
  ChosenPartValue,
  DeliveryArea,
  ImageRef,
  MenuCatalogEntry,
  NotificationType,
  OpeningHoursEntry,
  PaymentMethod,
  ProductPart,
  Schedule,
} from '@bestell/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types of api/migrations (camelCase via CamelCasePlugin; the database is snake_case).
 * Keep in step with the migrations: a column added there is added here.
 */

/** `numeric`: read as an exact decimal string, written as a string (or an integer). */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;
export type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;
/** jsonb: read as the document, written as a JSON string (use `json()`), because pg turns JS arrays into SQL arrays. */
export type Json<T> = ColumnType<T, string, string>;
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Flag = Generated<boolean>;

export interface ConfigTable {
  id: Generated<number>;
  /** Optimistic concurrency (migration 0011): +1 per save of the CRUD API. */
  version: Generated<number>;
  data: JsonWithDefault<Record<string, unknown>>;
  updatedAt: CreatedAt;
}

export interface ImagesTable {
  id: Generated<number>;
  version: Generated<number>;
  extension: string;
  mimeType: string;
  fileName: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface DivisionsTable {
  id: Generated<number>;
  version: Generated<number>;
  identifier: string;
  name: string;
  title: string | null;
  description: string | null;
  isPublic: Flag;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface BranchesTable {
  id: Generated<number>;
  version: Generated<number>;
  divisionId: number | null;
  identifier: string;
  identificationNumber: string | null;
  name: string;
  description: string | null;
  street: Generated<string>;
  zipCode: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  phone: string | null;
  email: string | null;
  longitude: NullableNumeric;
  latitude: NullableNumeric;
  keywords: string | null;
  images: JsonWithDefault<ImageRef[]>;
  logo: Json<ImageRef | null> | null;
  isPublic: Flag;
  isEnabled: Flag;
  timeZone: Generated<string>;
  openingHours: JsonWithDefault<OpeningHoursEntry[]>;
  deliveryHours: JsonWithDefault<OpeningHoursEntry[]>;
  isDeliveryHoursEnabled: Flag;
  /** `time`, read as "HH:mm:ss". */
  orderableFrom: string | null;
  closedMessage: string | null;
  isTakeawayEnabled: Flag;
  isDeliveryEnabled: Flag;
  isDineInEnabled: Flag;
  isTableSelectionEnabled: Flag;
  isPreorderEnabled: Flag;
  isQuotationRequired: Flag;
  isAppointmentRequired: Flag;
  isTakeawayEmailRequired: Flag;
  isTakeawayPhoneRequired: Flag;
  isTakeawayAddressRequired: Flag;
  isDeliveryEmailRequired: Flag;
  isDeliveryPhoneRequired: Flag;
  isDeliveryAddressRequired: Flag;
  isDineInEmailRequired: Flag;
  isDineInPhoneRequired: Flag;
  isDineInAddressRequired: Flag;
  isCashEnabled: Flag;
  isAtmCardEnabled: Flag;
  isVoucherEnabled: Flag;
  isOnlinePaymentEnabled: Flag;
  isOnlineAlternativePaymentEnabled: Flag;
  resellingEnabled: Flag;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface DeliveryAreasTable {
  id: Generated<number>;
  branchId: number;
  area: string;
  price: NumericWithDefault;
  tax: NumericWithDefault;
  isFree: Flag;
  freeFromOrderValue: NullableNumeric;
  minimumOrderValue: NullableNumeric;
  position: Generated<number>;
}

export interface TagsTable {
  id: Generated<number>;
  version: Generated<number>;
  name: string;
  image: Json<ImageRef | null> | null;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface BranchTagsTable {
  branchId: number;
  tagId: number;
}

export interface TablesTable {
  id: Generated<number>;
  version: Generated<number>;
  branchId: number;
  identifier: string;
  name: string | null;
  seats: number | null;
  isEnabled: Flag;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<number>;
  version: Generated<number>;
  name: string;
  description: string | null;
  image: Json<ImageRef | null> | null;
  isPublic: Flag;
  isEnabled: Flag;
  schedule: JsonWithDefault<Schedule[]>;
  isVisibleWhenUnavailable: Flag;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Stored shape of products.content (the category lives in products.category_id). */
export interface ProductContentDocument {
  scope?: 'all' | 'partners' | 'branches';
  resellingPrice?: string | null;
  allergens?: string | null;
  duration?: number | null;
}

export interface ProductsTable {
  id: Generated<number>;
  version: Generated<number>;
  uid: string;
  categoryId: number | null;
  name: string;
  description: string | null;
  allergens: string | null;
  type: Generated<'configurable' | 'bundle' | 'other'>;
  price: Numeric;
  unit: Generated<string>;
  alternativeUnits: JsonWithDefault<AlternativeUnit[]>;
  calculationModel: Generated<'fixed' | 'approximate' | 'minimum'>;
  pricing: Json<Record<string, unknown> | null> | null;
  images: JsonWithDefault<ImageRef[]>;
  isPriceHidden: Flag;
  isPublic: Flag;
  isEnabled: Flag;
  schedule: JsonWithDefault<Schedule[]>;
  minimumQuantity: NullableNumeric;
  maximumQuantity: NullableNumeric;
  quantityStepSize: NullableNumeric;
  defaultQuantity: NullableNumeric;
  defaultUnit: string | null;
  isStepByStep: Flag;
  isLeadTimeEnabled: Flag;
  leadTimeType: 'minutes' | 'hours' | 'days' | 'weeks' | null;
  leadTimeValue: number | null;
  tax: NumericWithDefault;
  takeawayTax: NumericWithDefault;
  dineInTax: NumericWithDefault;
  config: JsonWithDefault<{ parts: ProductPart[] }>;
  content: JsonWithDefault<ProductContentDocument>;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface ProductBundleItemsTable {
  bundleId: number;
  productId: number;
  amount: NumericWithDefault;
  position: Generated<number>;
}

export interface MenusTable {
  id: Generated<number>;
  version: Generated<number>;
  name: string;
  availableFrom: ColumnType<Date, Date | string, Date | string>;
  catalog: JsonWithDefault<MenuCatalogEntry[]>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface MenuBranchesTable {
  menuId: number;
  branchId: number;
}

export interface DonateesTable {
  id: Generated<number>;
  version: Generated<number>;
  /** Optional slug for look-ups (migration 0008). */
  identifier: string | null;
  name: string;
  description: string | null;
  image: Json<ImageRef | null> | null;
  isEnabled: Flag;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SitesTable {
  id: Generated<number>;
  version: Generated<number>;
  path: string;
  type: Generated<string>;
  name: string;
  title: string | null;
  description: string | null;
  content: JsonWithDefault<Record<string, unknown>>;
  isPublic: Flag;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface NavigationItemDocument {
  type: 'home' | 'site' | 'branch' | 'link';
  target: string | null;
  label: string;
  suffix?: string | null;
  isEnabled: boolean;
  children: NavigationItemDocument[];
}

export interface NavigationsTable {
  id: Generated<number>;
  version: Generated<number>;
  identifier: string;
  name: string;
  items: JsonWithDefault<NavigationItemDocument[]>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface BlocksTable {
  id: Generated<number>;
  version: Generated<number>;
  identifier: string | null;
  name: string;
  type: Generated<string>;
  content: JsonWithDefault<Record<string, unknown>>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export type NodesTable = BlocksTable;

export interface UsersTable {
  id: Generated<number>;
  version: Generated<number>;
  username: string;
  passwordHash: string;
  firstName: Generated<string>;
  lastName: Generated<string>;
  email: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  isEnabled: Flag;
  expiresAt: Timestamp;
  lockedUntil: Timestamp;
  failedLogins: Generated<number>;
  lastLoginAt: Timestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface UserBranchesTable {
  userId: number;
  branchId: number;
}

export interface DepartmentsTable {
  id: Generated<number>;
  version: Generated<number>;
  branchId: number | null;
  name: string;
  description: string | null;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface ImageTemplatesTable {
  id: Generated<number>;
  version: Generated<number>;
  identifier: string;
  name: string;
  width: number;
  height: number;
  layers: JsonWithDefault<Record<string, unknown>[]>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface DevicesTable {
  id: Generated<number>;
  version: Generated<number>;
  branchId: number;
  identifier: string;
  name: string;
  type: Generated<'printer' | 'desk' | 'display' | 'other'>;
  settings: JsonWithDefault<Record<string, unknown>>;
  isEnabled: Flag;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface RedirectsTable {
  id: Generated<number>;
  version: Generated<number>;
  path: string;
  target: string;
  statusCode: Generated<number>;
  isEnabled: Flag;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Websites allowed to embed the widgets: the CORS allow-list (migration 0017). */
export interface EmbedOriginsTable {
  id: Generated<number>;
  version: Generated<number>;
  origin: string;
  label: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface CustomersTable {
  id: Generated<number>;
  version: Generated<number>;
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  comment: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface ExternalUsersTable {
  id: Generated<number>;
  version: Generated<number>;
  provider: string;
  externalId: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  userId: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Audit log (migration 0005): one row per CRUD write. */
export interface LogsTable {
  id: Generated<number>;
  userId: number | null;
  username: string | null;
  action: 'create' | 'update' | 'delete';
  resource: string;
  resourceId: number | null;
  data: JsonWithDefault<Record<string, unknown>>;
  createdAt: CreatedAt;
}

/** Stored shape of orders.customer: the order form's address and company fields (spec §3 Order form). */
export interface OrderCustomerDocument {
  isCompany: boolean;
  companyName: string | null;
  company: string | null;
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  vatNumber: string | null;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string | null;
  deliveryFirstName: string | null;
  deliveryLastName: string | null;
  deliveryStreet: string | null;
  deliveryFloor: string | null;
  deliveryStairway: string | null;
  deliveryDoor: string | null;
  deliveryZipCode: string | null;
  deliveryCity: string | null;
  deliveryCountry: string | null;
}

export interface TicketCountersTable {
  branchId: number;
  businessDate: string;
  lastNumber: number;
}

export interface OrdersTable {
  id: Generated<number>;
  uid: string;
  hash: string;
  branchId: number;
  /** `date`, read as "YYYY-MM-DD": the branch's local business day of placement. */
  businessDate: string;
  ticketNumber: number;
  mode: 'takeaway' | 'delivery' | 'dineIn';
  submitMode: 'order' | 'preorder' | 'quotation';
  isDelivery: Flag;
  isDineIn: Flag;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  customer: Json<OrderCustomerDocument>;
  comment: string | null;
  paymentMethod: PaymentMethod;
  notificationType: NotificationType;
  appointment: Timestamp;
  dueAt: ColumnType<Date, Date | string, Date | string>;
  counterAppointment: Timestamp;
  rejectionMessage: string | null;
  tableIdentifier: string | null;
  deliveryArea: Json<DeliveryArea | null> | null;
  donateeId: number | null;
  currency: Generated<string>;
  gross: Numeric;
  deliveryGross: Numeric;
  totalGross: Numeric;
  net: Numeric;
  tax: Numeric;
  taxes: JsonWithDefault<Record<string, string>>;
  isApproximate: Flag;
  isConfirmed: Flag;
  isRejected: Flag;
  isCanceled: Flag;
  isCompleted: Flag;
  isInDelivery: Flag;
  isDelivered: Flag;
  isPaid: Flag;
  isRefunded: Flag;
  isFailed: Flag;
  placedAt: ColumnType<Date, Date | string, Date | string>;
  updatedAt: ColumnType<Date, Date | string, Date | string>;
  /** When staff first acknowledged or acted on the order (migration 0011); null: it still alerts. */
  acknowledgedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OrderItemsTable {
  orderId: number;
  position: number;
  productId: number | null;
  productUid: string;
  name: string;
  amount: Numeric;
  unit: string;
  parts: JsonWithDefault<ChosenPartValue[]>;
  calculationModel: string;
  unitPrice: Numeric;
  gross: Numeric;
  taxRate: Numeric;
}

export interface IdempotencyKeysTable {
  key: string;
  requestHash: string;
  orderId: number | null;
  status: number;
  response: Json<unknown>;
  createdAt: ColumnType<Date, Date | string, Date | string>;
}

export interface CartsTable {
  tokenHash: string;
  branchKey: string;
  data: Json<Record<string, unknown>>;
  updatedAt: ColumnType<Date, Date | string, Date | string>;
}

export interface OrderEventsTable {
  /** bigint identity, read as a string by pg. */
  id: ColumnType<string, never, never>;
  orderId: number;
  branchId: number;
  type: 'order.created' | 'order.changed' | 'order.paid' | 'order.acknowledged';
  payload: Json<Record<string, unknown>>;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  /** xid8 of the writing transaction (migration 0010), read as a string; set by the column default. */
  txId: ColumnType<string, never, never>;
}

export interface PrintJobsTable {
  id: Generated<number>;
  orderId: number;
  branchId: number;
  deviceId: number | null;
  status: Generated<'pending' | 'printed' | 'failed'>;
  createdAt: ColumnType<Date, Date | string, Date | string>;
}

export interface OrderQuestionnairesTable {
  orderId: number;
  rating: number;
  foodRating: number;
  serviceRating: number;
  processRating: number;
  comment: string | null;
  createdAt: ColumnType<Date, Date | string, Date | string>;
}

export interface DB {
  config: ConfigTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  loginLinks: LoginLinksTable;
  branchApiKeys: BranchApiKeysTable;
  images: ImagesTable;
  divisions: DivisionsTable;
  branches: BranchesTable;
  deliveryAreas: DeliveryAreasTable;
  tags: TagsTable;
  branchTags: BranchTagsTable;
  tables: TablesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  productBundleItems: ProductBundleItemsTable;
  menus: MenusTable;
  menuBranches: MenuBranchesTable;
  donatees: DonateesTable;
  sites: SitesTable;
  navigations: NavigationsTable;
  blocks: BlocksTable;
  nodes: NodesTable;
  users: UsersTable;
  userBranches: UserBranchesTable;
  departments: DepartmentsTable;
  imageTemplates: ImageTemplatesTable;
  devices: DevicesTable;
  redirects: RedirectsTable;
  embedOrigins: EmbedOriginsTable;
  customers: CustomersTable;
  externalUsers: ExternalUsersTable;
  logs: LogsTable;
  ticketCounters: TicketCountersTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  idempotencyKeys: IdempotencyKeysTable;
  carts: CartsTable;
  orderEvents: OrderEventsTable;
  printJobs: PrintJobsTable;
  orderQuestionnaires: OrderQuestionnairesTable;
}

export type BranchRow = Selectable<BranchesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type NewProduct = Insertable<ProductsTable>;
export type BranchUpdate = Updateable<BranchesTable>;

/** Serialises a jsonb value for insert/update (pg would send a JS array as a SQL array otherwise). */
export function json<T>(value: T): string {
  return JSON.stringify(value);
}

/** Staff sessions (migration 0004): the cookie value is stored only as its SHA-256 hex digest. */
export interface SessionsTable {
  idHash: string;
  userId: number;
  csrfToken: string;
  createdAt: ColumnType<Date, Date, Date>;
  lastSeenAt: ColumnType<Date, Date, Date>;
  expiresAt: ColumnType<Date, Date, Date>;
}

/** Failed (and in-flight) logins per lower-cased username and client IP (migration 0004). */
export interface LoginAttemptsTable {
  id: ColumnType<string, never, never>;
  username: string;
  ip: string;
  attemptedAt: ColumnType<Date, Date, Date>;
}

/** One-time login links (migration 0004): the token is stored only as its SHA-256 hex digest. */
export interface LoginLinksTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  createdBy: number | null;
  createdAt: ColumnType<Date, Date, Date>;
  expiresAt: ColumnType<Date, Date, Date>;
  usedAt: Timestamp;
}

/** Per-branch API keys for desk, frontdesk and backoffice views (migration 0004); the secret is stored hashed. */
export interface BranchApiKeysTable {
  id: Generated<number>;
  branchId: number;
  name: string;
  secretHash: string;
  createdAt: ColumnType<Date, Date, Date>;
  rotatedAt: Timestamp;
  revokedAt: Timestamp;
  lastUsedAt: Timestamp;
}
