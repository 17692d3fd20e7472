import type { DeliveryArea } from '../entities/index.js';
import { pricingMessages } from '../messages/pricing.js';
import { type Decimal, subtract } from '../money/decimal.js';
import { DEFAULT_CURRENCY, formatCurrency } from '../money/format-currency.js';
import { parseOptionalDecimal } from '../money/parse.js';

export type MinimumOrderCheck =
  | { reached: true }
  | {
      reached: false;
      minimum: Decimal;
      /** What is still missing: minimum − items gross. */
      difference: Decimal;
      /** 'Sie haben den Mindestbestellwert in Höhe von … leider noch nicht erreicht.' */
      notReachedMessage: string;
      /** 'Fügen Sie Waren im Wert von mindestens … hinzu oder wählen Sie eine andere Art der Lieferung.' */
      addMoreMessage: string;
    };

/**
 * §5 Delivery minimum: the items' gross must reach (≥) the area's minimumOrderValue; a missing or zero minimum is
 * always reached. Only meaningful for delivery; the caller decides the mode.
 */
export function checkMinimumOrder(
  area: Pick<DeliveryArea, 'minimumOrderValue'>,
  itemsGross: Decimal,
  currency: string = DEFAULT_CURRENCY,
): MinimumOrderCheck {
  const minimum = parseOptionalDecimal(area.minimumOrderValue);
  if (minimum === null || itemsGross >= minimum) return { reached: true };
  const difference = subtract(minimum, itemsGross);
  return {
    reached: false,
    minimum,
    difference,
    notReachedMessage: pricingMessages.minimumOrderNotReached({ amount: formatCurrency(minimum, currency) }),
    addMoreMessage: pricingMessages.minimumOrderAddMore({ difference: formatCurrency(difference, currency) }),
  };
}

/** §5 hint 'Kostenlose Lieferung ab {amount}.' — null when the area is free anyway or has no such threshold. */
export function freeDeliveryHint(
  area: Pick<DeliveryArea, 'free' | 'freeFromOrderValue'>,
  currency: string = DEFAULT_CURRENCY,
): string | null {
  const freeFrom = parseOptionalDecimal(area.freeFromOrderValue);
  if (area.free || freeFrom === null) return null;
  return pricingMessages.freeDeliveryFrom({ amount: formatCurrency(freeFrom, currency) });
}
