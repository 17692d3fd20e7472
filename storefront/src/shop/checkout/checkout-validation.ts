import {
  type Branch,
  checkoutSchema,
  type LeadTimeProduct,
  type ServiceMode,
  validateAppointment,
} from '@bestell/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type CheckoutField, type CheckoutValues, isCheckoutField } from './checkout-values';

export interface CheckoutRules {
  branch: Branch;
  mode: ServiceMode;
  now: number;
  /** The cart's products, for their lead times. */
  products: readonly LeadTimeProduct[];
}

/**
 * Spec §5 Checkout steps one to three: the domain's checkout schema for the mode and branch (the API parses the same),
 * then the appointment rules (inside the hours, after the lead times, required when the branch says so).
 * Returns the first message per field.
 */
export function checkoutErrors(values: CheckoutValues, rules: CheckoutRules): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  const parsed = checkoutSchema({ mode: rules.mode, branch: rules.branch }).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isCheckoutField(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (errors.appointmentDate === undefined) {
    const appointment = values.appointmentDate ? Date.parse(values.appointmentDate) : null;
    const check = validateAppointment({
      branch: rules.branch,
      appointment,
      now: rules.now,
      isDelivery: rules.mode === 'delivery',
      products: rules.products,
    });
    if (!check.ok) errors.appointmentDate = check.message;
  }
  return errors;
}

/** A react-hook-form resolver over `checkoutErrors`; `rules` is read at validation time (mode and clock change). */
export function checkoutResolver(rules: () => CheckoutRules): Resolver<CheckoutValues> {
  return async (values) => {
    const found = checkoutErrors(values, rules());
    const entries = Object.entries(found) as [CheckoutField, string][];
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CheckoutValues> = {};
    for (const [field, message] of entries) errors[field] = { type: 'validation', message };
    return { values: {}, errors };
  };
}
