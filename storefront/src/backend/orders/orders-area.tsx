import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { BackendNotFoundPage } from '../shell/not-found-page';
import { BoardPage } from './board/board-page';

// The board is the back-office's first screen (in this chunk); detail and history load when opened.
const OrderDetailPage = lazy(() =>
  import('./detail/order-detail-page').then((module) => ({ default: module.OrderDetailPage })),
);
const OrderHistoryPage = lazy(() => import('./history').then((module) => ({ default: module.OrderHistoryPage })));

/** /backend/orders (live board), /backend/orders/history, /backend/orders/:id. */
export function OrdersArea() {
  return (
    <Routes>
      <Route index element={<BoardPage />} />
      <Route path="history" element={<OrderHistoryPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
      <Route path="*" element={<BackendNotFoundPage />} />
    </Routes>
  );
}
