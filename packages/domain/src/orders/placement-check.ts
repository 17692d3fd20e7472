import { activeMenu } from '../catalog/active-menu.js';
import { menuCatalog } from '../catalog/menu-catalog.js';
import type { Branch, DeliveryArea, ServiceMode } from '../entities/branch.js';
import type { Category, Menu, Product } from '../entities/catalog.js';
import type { Id } from '../entities/common.js';
import { validateAppointment } from '../hours/appointment.js';
import { branchTimeZone } from '../hours/branch-hours.js';
import { type OnlinePause, pausedUntil, pauseNotice } from '../hours/online-pause.js';
import { nextOrderSlot } from '../hours/order-slot.js';
import { checkoutSubmitMode, type SubmitMode } from '../hours/submit-mode.js';
import type { EpochMs, InstantInput } from '../hours/time-types.js';
import { errorsMessages } from '../messages/errors.js';
import { hoursMessages } from '../messages/hours.js';
import { orderLimitsMessages } from '../messages/order-limits.js';
import { placementMessages } from '../messages/placement.js';
import { validationMessages } from '../messages/validation.js';
import { type Decimal, ZERO } from '../money/decimal.js';
import { formatCurrency } from '../money/format-currency.js';
import { tryParseDecimal } from '../money/parse.js';
import { type PricedCart, priceCart } from '../pricing/price-cart.js';
import type { ApiValidationError } from '../validation/api-errors.js';
import { isTableRequired } from '../validation/checkout.js';
import { type OrderPlacement, serviceModeFromFlags } from '../validation/order-placement.js';
import { isOnlinePayment } from './customer-status.js';
import { isPaymentMethodEnabled } from './payment-methods.js';
import { checkPlacementItem } from './placement-item.js';

/** What the server knows when it checks a placement; every list is read from the database by the caller. */
export interface PlacementContext {
  branch: Branch;
  /** Menus including the branch (the active one is chosen here), with the categories and products they name. */
  menus: readonly Pick<Menu, 'availableFrom' | 'branches' | 'catalog'>[];
  categories: readonly Category[];
  products: readonly Product[];
  /** Identifiers of the branch's enabled tables. */
  tableIdentifiers: readonly string[];
  /** Ids of the donatees a customer may choose; empty when the donations plugin is off. */
  donateeIds: readonly Id[];
  now: InstantInput;
  currency: string;
  /** The configured maximum order value (gross, delivery included); absent: no maximum. */
  maxOrderValue?: Decimal;
  /** The branch's pause or busy mode (issue 27.3), null or absent when none was set. */
  onlinePause?: OnlinePause | null;
}

export interface PlacedLine {
  /** Index of the item in the placement body. */
  index: number;
  product: Product;
  amount: string;
  unit: string;
  parts: OrderPlacement['items'][number]['parts'];
}

export interface AcceptedPlacement {
  mode: ServiceMode;
  submitMode: Exclude<SubmitMode, 'unavailable'>;
  lines: PlacedLine[];
  priced: PricedCart;
  deliveryArea: DeliveryArea | null;
  /** The customer's appointment, or null for 'as soon as possible'. */
  appointment: EpochMs | null;
  /** When the order is due: the appointment, else the next open slot after the lead times. */
  dueAt: EpochMs;
}

export type PlacementCheck = { ok: true; order: AcceptedPlacement } | { ok: false; errors: ApiValidationError[] };

const refuse = (field: string, message: string): ApiValidationError => ({ field, message, code: 'validation' });

function modeRefusal(branch: Branch, mode: ServiceMode): ApiValidationError | null {
  if (mode === 'delivery' && !branch.isDeliveryEnabled) return refuse('isDelivery', hoursMessages.deliveryNotOffered);
  if (mode === 'dineIn' && !branch.isDineInEnabled) return refuse('isDineIn', placementMessages.dineInNotOffered);
  if (mode === 'takeaway' && !branch.isTakeawayEnabled)
    return refuse('isDelivery', placementMessages.takeawayNotOffered);
  return null;
}

/** The products of the branch's active menu that a customer may order now ('available', not only shown). */
function orderableProducts(context: PlacementContext): Map<Id, Product> {
  const menu = activeMenu(context.menus, context.branch.id, context.now);
  const orderable = new Map<Id, Product>();
  if (!menu) return orderable;
  for (const group of menuCatalog(menu, context.categories, context.products, context.now)) {
    for (const entry of group.products)
      if (entry.availability === 'available') orderable.set(entry.product.id, entry.product);
  }
  return orderable;
}

function checkItems(
  placement: OrderPlacement,
  orderable: Map<Id, Product>,
): { lines: PlacedLine[]; errors: ApiValidationError[] } {
  const lines: PlacedLine[] = [];
  const errors: ApiValidationError[] = [];
  placement.items.forEach((item, index) => {
    const product = orderable.get(item.product);
    if (!product) {
      errors.push(refuse(`items.${index}.product`, placementMessages.productUnavailable));
      return;
    }
    errors.push(...checkPlacementItem(product, item, `items.${index}`));
    lines.push({ index, product, amount: item.amount, unit: item.unit, parts: item.parts });
  });
  return { lines, errors };
}

/**
 * Issue 16 point 3, with §9's prices in whole cents: a line whose price is above zero but rounds to 0,00 (a tiny
 * amount of a cheap product) is refused on its amount; an online payment needs at least one cent; the gross total
 * (delivery included) may not exceed the configured maximum.
 */
function amountRefusals(
  placement: OrderPlacement,
  lines: readonly PlacedLine[],
  priced: PricedCart,
  context: PlacementContext,
): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  for (const line of priced.lines) {
    const placed = lines[line.index];
    const amount = placed ? tryParseDecimal(placed.amount) : null;
    if (placed && line.gross === ZERO && line.unitPrice > ZERO && amount !== null && amount > ZERO) {
      errors.push(refuse(`items.${placed.index}.amount`, orderLimitsMessages.amountTooSmallForPrice));
    }
  }
  const total = priced.totals.totalGross;
  if (isOnlinePayment(placement.paymentMethod) && total <= ZERO) {
    errors.push(refuse('paymentMethod', orderLimitsMessages.onlinePaymentNeedsAmount));
  }
  if (context.maxOrderValue !== undefined && total > context.maxOrderValue) {
    const amount = formatCurrency(context.maxOrderValue, context.currency);
    errors.push(refuse('items', orderLimitsMessages.maxOrderValueExceeded({ amount })));
  }
  return errors;
}

function findDeliveryArea(branch: Branch, name: string | null): DeliveryArea | null | 'missing' {
  if (branch.deliveryAreas.length === 0) return null;
  return branch.deliveryAreas.find((area) => area.area === name) ?? 'missing';
}

/**
 * Issue 27.3: while the branch's online orders are paused, a placement is refused with 'Online-Bestellungen sind bis
 * {Uhrzeit} pausiert.' unless it is a pre-order (the branch takes them) for a time at or after the pause's end.
 * Quotation requests are not orders and stay possible.
 */
function onlinePauseRefusal(
  placement: OrderPlacement,
  context: PlacementContext,
  submitMode: SubmitMode,
): ApiValidationError | null {
  if (submitMode === 'quotation') return null;
  const until = pausedUntil(context.onlinePause, context.now);
  if (until === null) return null;
  const appointment = placement.appointmentDate === null ? Number.NaN : Date.parse(placement.appointmentDate);
  if (context.branch.isPreorderEnabled && appointment >= until) return null;
  const notice = pauseNotice(context.onlinePause, context.now, branchTimeZone(context.branch)) ?? hoursMessages.closed;
  return refuse('appointmentDate', notice);
}

/**
 * All server-side rules of order placement (spec §5, issue "Placement"), after the body passed
 * `orderPlacementSchema`: branch open for orders, mode enabled, open now or pre-order or quotation, products of the
 * active menu with valid amounts and configurations, scope, delivery area and its minimum order value, appointment
 * inside the hours and after the lead times, table, donatee and payment method. Prices come only from the catalog.
 * A refusal lists every problem found as `{ field, message }`; gating problems (branch, mode, closed) come alone.
 */
export function checkOrderPlacement(placement: OrderPlacement, context: PlacementContext): PlacementCheck {
  const { branch, now } = context;
  if (!branch.isEnabled) return { ok: false, errors: [refuse('branch', placementMessages.branchNotOrderable)] };
  const mode = serviceModeFromFlags(placement);
  const isDelivery = mode === 'delivery';
  const modeError = modeRefusal(branch, mode);
  if (modeError) return { ok: false, errors: [modeError] };
  const openSubmitMode = checkoutSubmitMode(branch, now, isDelivery);
  if (openSubmitMode === 'unavailable') {
    const message = isDelivery ? hoursMessages.deliveryClosed : hoursMessages.closed;
    return { ok: false, errors: [refuse('appointmentDate', message)] };
  }
  const pauseRefusal = onlinePauseRefusal(placement, context, openSubmitMode);
  if (pauseRefusal) return { ok: false, errors: [pauseRefusal] };
  // During a pause only pre-orders for a time after it are taken (onlinePauseRefusal).
  const submitMode =
    openSubmitMode !== 'quotation' && pausedUntil(context.onlinePause, now) !== null ? 'preorder' : openSubmitMode;

  const { lines, errors } = checkItems(placement, orderableProducts(context));
  const area = isDelivery ? findDeliveryArea(branch, placement.deliveryArea) : null;
  if (area === 'missing') errors.push(refuse('deliveryArea', placementMessages.deliveryAreaRequired));
  const deliveryArea = area === 'missing' ? null : area;
  const priced = priceCart({
    lines: lines.map(({ product, amount, unit, parts }) => ({ product, item: { amount, unit, parts } })),
    mode,
    branch,
    deliveryArea,
    currency: context.currency,
  });
  for (const problem of priced.problems) {
    const index = lines[problem.index]?.index ?? problem.index;
    if (problem.reason === 'outOfScope')
      errors.push(refuse(`items.${index}.product`, placementMessages.productUnavailable));
  }
  errors.push(...amountRefusals(placement, lines, priced, context));
  if (priced.minimumOrder && !priced.minimumOrder.reached) {
    errors.push(refuse('deliveryArea', priced.minimumOrder.notReachedMessage));
    errors.push(refuse('deliveryArea', priced.minimumOrder.addMoreMessage));
  }

  const appointment = placement.appointmentDate === null ? null : Date.parse(placement.appointmentDate);
  const products = lines.map((line) => line.product);
  const onlinePause = context.onlinePause ?? null;
  const appointmentCheck = validateAppointment({ branch, appointment, now, isDelivery, products, onlinePause });
  if (!appointmentCheck.ok) errors.push(refuse('appointmentDate', appointmentCheck.message));
  const dueAt = appointment ?? nextOrderSlot({ branch, now, isDelivery, products, onlinePause });
  if (appointmentCheck.ok && dueAt === null) {
    errors.push(refuse('appointmentDate', isDelivery ? hoursMessages.deliveryClosed : hoursMessages.closed));
  }

  if (
    isTableRequired({ mode, branch }) &&
    placement.table !== null &&
    !context.tableIdentifiers.includes(placement.table)
  ) {
    errors.push(refuse('table', placementMessages.unknownTable));
  }
  if (placement.donatee !== null && !context.donateeIds.includes(placement.donatee)) {
    errors.push(refuse('donatee', errorsMessages.noDonateeFound));
  }
  if (!isPaymentMethodEnabled(branch, placement.paymentMethod)) {
    errors.push(refuse('paymentMethod', placementMessages.paymentMethodUnavailable));
  }
  if (errors.length > 0 || dueAt === null) {
    return { ok: false, errors: errors.length > 0 ? errors : [refuse('items', validationMessages.invalidValue)] };
  }
  return { ok: true, order: { mode, submitMode, lines, priced, deliveryArea, appointment, dueAt } };
}
