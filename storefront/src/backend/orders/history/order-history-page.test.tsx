import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../forms/test-harness';
import { staffOrderFixture } from '../detail/staff-order-fixture';
import { OrderHistoryPage } from './order-history-page';

function renderHistory(path: string, meta: Record<string, unknown> = { page: 2, limit: 25, total: 60 }) {
  return renderWithApi(
    <Routes>
      <Route path="/backend/orders/history" element={<OrderHistoryPage />} />
    </Routes>,
    (call) => {
      if (call.path === '/branches') return { status: 200, body: { data: [] } };
      if (call.path.startsWith('/orders?')) {
        const rows = [staffOrderFixture({ id: 7, ticketNumber: 3 }), staffOrderFixture({ id: 8, ticketNumber: 4 })];
        return { status: 200, body: { data: rows, meta } };
      }
      return undefined;
    },
    path,
  );
}

const orderCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/orders?')).map((call) => call.path);

describe('OrderHistoryPage', { timeout: 20_000 }, () => {
  it('asks the API with the filters of the URL and links each row to its detail and the CSV export to the same filters', async () => {
    const { calls } = renderHistory('/backend/orders/history?q=Huber&state=confirmed&page=2&limit=25');
    await screen.findByRole('link', { name: '#3' }, { timeout: 5000 });
    expect(orderCalls(calls)).toContain('/orders?q=Huber&state=confirmed&sort=-placedAt&page=2&limit=25');
    expect(screen.getByRole('link', { name: '#4' }).getAttribute('href')).toBe('/backend/orders/8');
    expect(screen.getByTestId('history-export').getAttribute('href')).toBe(
      '/api/orders/export.csv?q=Huber&state=confirmed&sort=-placedAt',
    );
  });

  it('sorts on the server from page 1 when a column header is clicked', async () => {
    const { calls } = renderHistory('/backend/orders/history?page=2&limit=25');
    await screen.findByRole('link', { name: '#3' }, { timeout: 5000 });
    const header = screen.getByRole('columnheader', { name: /Ticket/ });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(orderCalls(calls).some((path) => /sort=-?ticketNumber&page=1&limit=25$/.test(path))).toBe(true),
    );
  });

  it('says the range and the page count of an exact total', async () => {
    renderHistory('/backend/orders/history?page=2&limit=25', { page: 2, limit: 25, total: 60, totalCapped: false });
    await screen.findByText('26–50 von 60', {}, { timeout: 5000 });
    expect(screen.getByText('Seite 2 von 3')).toBeTruthy();
  });

  it('says "von mehr als" when more orders match than the API counted', async () => {
    renderHistory('/backend/orders/history?page=2&limit=25', { page: 2, limit: 25, total: 1050, totalCapped: true });
    await screen.findByText('26–50 von mehr als 1050', {}, { timeout: 5000 });
    expect(screen.getByText('Seite 2 von mehr als 42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Seite' }).hasAttribute('disabled')).toBe(false);
  });
});
