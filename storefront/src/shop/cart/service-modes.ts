import { type Branch, pricingMessages, type ServiceMode } from '@bestell/domain';

export interface ModeOption {
  mode: ServiceMode;
  label: string;
}

/** The delivery types a branch offers, in spec order (takeaway shown as 'Abholung in {city}'). */
export function modeOptions(branch: Branch): ModeOption[] {
  const options: ModeOption[] = [];
  if (branch.isTakeawayEnabled)
    options.push({ mode: 'takeaway', label: pricingMessages.pickupIn({ city: branch.city }) });
  if (branch.isDeliveryEnabled) options.push({ mode: 'delivery', label: pricingMessages.modeDelivery });
  if (branch.isDineInEnabled) options.push({ mode: 'dineIn', label: pricingMessages.modeDineIn });
  return options;
}

/**
 * The mode the cart shows: the stored one when the branch offers it, else the config's default delivery method when
 * offered (spec §4), else the first one offered.
 */
export function effectiveMode(
  stored: ServiceMode | null,
  options: readonly ModeOption[],
  configured: ServiceMode | null,
): ServiceMode | null {
  const offered = (mode: ServiceMode | null) => mode !== null && options.some((option) => option.mode === mode);
  if (offered(stored)) return stored;
  if (offered(configured)) return configured;
  return options[0]?.mode ?? null;
}
