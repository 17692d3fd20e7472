import { defaultOrderOrigin, isOrderOrigin, messages, type OrderOrigin } from '@bestell/domain';
import { AppError } from '../../../kernel/app-error.js';

/** The header a client names its kind with (issue 26: order origins in the statistics). */
export const orderOriginHeader = 'X-Order-Origin';

/** The `X-Order-Origin` header: one of the domain's origins, storefront when absent; anything else is a 422. */
export function parseOrderOrigin(value: string | undefined): OrderOrigin {
  if (value === undefined || value === '') return defaultOrderOrigin;
  if (!isOrderOrigin(value)) {
    throw new AppError('validation', messages.statistics.invalidOrigin, { field: orderOriginHeader });
  }
  return value;
}
