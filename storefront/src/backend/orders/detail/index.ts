export { OrderDetailPage } from './order-detail-page';
