import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type * as Generated from './generated.js';
import type { JsonDocument, JsonDocumentWithDefault } from './generated-overrides.js';

/**
 * Kysely table types of api/migrations (camelCase via CamelCasePlugin; the database is snake_case).
 * The tables are GENERATED from the migrated database by kysely-codegen into ./generated.ts (`npm run generate:db`,
 * checked for drift by `npm run check:generated:db`); what the database cannot tell — jsonb documents, the values of
 * text columns — is named per column in .kysely-codegenrc.json with the types of ./generated-overrides.ts.
 * This file only gives the generated tables the names the code uses.
 */

export type {
  NavigationItemDocument,
  OrderCustomerDocument,
  ProductContentDocument,
} from './generated-overrides.js';

/** `numeric`: read as an exact decimal string, written as a string (or an integer). */
export type Numeric = Generated.Numeric;
export type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;
export type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;
/** jsonb: read as the document, written as a JSON string (use `json()`), because pg turns JS arrays into SQL arrays. */
export type Json<T> = JsonDocument<T>;
export type JsonWithDefault<T> = JsonDocumentWithDefault<T>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type ConfigTable = Generated.Config;
export type ImagesTable = Generated.Images;
export type DivisionsTable = Generated.Divisions;
export type BranchesTable = Generated.Branches;
export type DeliveryAreasTable = Generated.DeliveryAreas;
export type TagsTable = Generated.Tags;
export type BranchTagsTable = Generated.BranchTags;
export type TablesTable = Generated.Tables;
export type CategoriesTable = Generated.Categories;
export type ProductsTable = Generated.Products;
export type ProductBundleItemsTable = Generated.ProductBundleItems;
export type MenusTable = Generated.Menus;
export type MenuBranchesTable = Generated.MenuBranches;
export type DonateesTable = Generated.Donatees;
export type SitesTable = Generated.Sites;
export type NavigationsTable = Generated.Navigations;
export type BlocksTable = Generated.Blocks;
export type NodesTable = Generated.Nodes;
export type UsersTable = Generated.Users;
export type UserBranchesTable = Generated.UserBranches;
export type DepartmentsTable = Generated.Departments;
export type ImageTemplatesTable = Generated.ImageTemplates;
export type FontsTable = Generated.Fonts;
export type DevicesTable = Generated.Devices;
export type RedirectsTable = Generated.Redirects;
export type EmbedOriginsTable = Generated.EmbedOrigins;
export type CustomersTable = Generated.Customers;
export type ExternalUsersTable = Generated.ExternalUsers;
export type LogsTable = Generated.Logs;
export type TicketCountersTable = Generated.TicketCounters;
export type OrdersTable = Generated.Orders;
export type OrderItemsTable = Generated.OrderItems;
export type IdempotencyKeysTable = Generated.IdempotencyKeys;
export type CartsTable = Generated.Carts;
export type OrderEventsTable = Generated.OrderEvents;
export type OrderQuestionnairesTable = Generated.OrderQuestionnaires;
export type SessionsTable = Generated.Sessions;
export type LoginAttemptsTable = Generated.LoginAttempts;
export type LoginLinksTable = Generated.LoginLinks;
export type BranchApiKeysTable = Generated.BranchApiKeys;
export type UploadsTable = Generated.Uploads;

/** Every table of the migrations, as generated (api/migrations → ./generated.ts). */
export type DB = Generated.DB;

export type BranchRow = Selectable<BranchesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type NewProduct = Insertable<ProductsTable>;
export type BranchUpdate = Updateable<BranchesTable>;

/** Serialises a jsonb value for insert/update (pg would send a JS array as a SQL array otherwise). */
export function json<T>(value: T): string {
  return JSON.stringify(value);
}
