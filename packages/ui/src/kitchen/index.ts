export { KitchenTicket, type KitchenTicketProps } from './kitchen-ticket';
export { KitchenTicketList, type KitchenTicketListProps } from './kitchen-ticket-list';
export { KitchenTotals } from './kitchen-totals';
export { useKitchenClock } from './use-kitchen-clock';
export { useTicketKeys } from './use-ticket-keys';
