export { chosenOptionTexts, formatOrderAmount, unitLabel } from './format-order';
export { OrderCard, type OrderCardOrder, type OrderCardProps } from './order-card';
export { OrderCustomerBlock, type OrderCustomerBlockProps, type OrderCustomerOrder } from './order-customer-block';
export { OrderItemLines, type OrderItemLinesProps } from './order-item-lines';
export { modeLabels, orderStateLabel, paymentMethodLabels } from './order-labels';
export { OrderStateBadge, type OrderStateBadgeProps } from './order-state-badge';
export { OrderTotals, type OrderTotalsOrder, type OrderTotalsProps } from './order-totals';
