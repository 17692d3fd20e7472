import { type Branch, pricingMessages } from '@bestell/domain';
import type { ModeOption } from './cart-lines';

/** The delivery types a branch offers, in spec order (takeaway shown as 'Abholung in {city}'). */
export function modeOptions(branch: Branch): ModeOption[] {
  const options: ModeOption[] = [];
  if (branch.isTakeawayEnabled)
    options.push({ mode: 'takeaway', label: pricingMessages.pickupIn({ city: branch.city }) });
  if (branch.isDeliveryEnabled) options.push({ mode: 'delivery', label: pricingMessages.modeDelivery });
  if (branch.isDineInEnabled) options.push({ mode: 'dineIn', label: pricingMessages.modeDineIn });
  return options;
}
