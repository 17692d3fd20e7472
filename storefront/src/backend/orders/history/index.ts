export { OrderHistoryPage } from './order-history-page';
