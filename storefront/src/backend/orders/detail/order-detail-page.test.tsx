import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../forms/test-harness';
import { OrderDetailPage } from './order-detail-page';
import { staffOrderFixture } from './staff-order-fixture';

function renderDetail(route: (call: RecordedCall) => { status: number; body?: unknown } | undefined) {
  return renderWithApi(
    <Routes>
      <Route path="/backend/orders/:id" element={<OrderDetailPage />} />
    </Routes>,
    (call) => {
      if (call.method === 'GET' && (call.path === '/branches' || call.path === '/products'))
        return { status: 200, body: { data: [] } };
      return route(call);
    },
    '/backend/orders/41',
  );
}

describe('OrderDetailPage', { timeout: 20_000 }, () => {
  // The fixture's order is due the day it was placed: the detail is seen that day (only Date is faked, not timers).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:20:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('acknowledges the order once and offers only the actions of its state', async () => {
    const waiting = staffOrderFixture();
    const { calls } = renderDetail((call) => {
      if (call.method === 'GET' && call.path === '/orders/41') return { status: 200, body: { data: waiting } };
      if (call.method === 'POST' && call.path === '/orders/41/acknowledge') {
        return { status: 200, body: { data: { ...waiting, acknowledgedAt: '2026-11-25T10:16:00.000Z' } } };
      }
      return undefined;
    });
    await screen.findByTestId('order-detail', {}, { timeout: 5000 });
    await waitFor(() => expect(calls.filter((call) => call.path === '/orders/41/acknowledge')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/orders/41/acknowledge')?.headers['X-CSRF-Token']).toBe('csrf-test');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stornieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gegenvorschlag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abholbereit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abgeschlossen' })).toBeNull();
    expect(screen.getByTestId('order-appointment').textContent).toBe('So schnell wie möglich (voraussichtlich 11:45)');
  });

  it('offers Abholbereit and Abgeschlossen for a confirmed pickup order, nothing for a completed one', async () => {
    const confirmed = staffOrderFixture({
      isConfirmed: true,
      state: 'confirmed',
      acknowledgedAt: '2026-11-25T10:16:00Z',
    });
    const view = renderDetail((call) =>
      call.method === 'GET' && call.path === '/orders/41' ? { status: 200, body: { data: confirmed } } : undefined,
    );
    await screen.findByTestId('order-detail', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Abholbereit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abgeschlossen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gegenvorschlag' })).toBeNull();
    expect(view.calls.some((call) => call.path.endsWith('/acknowledge'))).toBe(false);
    view.unmount();

    const completed = staffOrderFixture({
      isCompleted: true,
      state: 'completed',
      acknowledgedAt: '2026-11-25T10:16:00Z',
    });
    renderDetail((call) =>
      call.method === 'GET' && call.path === '/orders/41' ? { status: 200, body: { data: completed } } : undefined,
    );
    await screen.findByTestId('order-detail', {}, { timeout: 5000 });
    expect(screen.queryByTestId('order-status-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: /Bearbeiten/ })).toBeNull();
  });

  it('shows the German §8 message when the API refuses an action, and the server message when it has one', async () => {
    const order = staffOrderFixture({ acknowledgedAt: '2026-11-25T10:16:00Z' });
    let answer: { status: number; body?: unknown } = { status: 500, body: {} };
    renderDetail((call) => {
      if (call.method === 'GET' && call.path === '/orders/41') return { status: 200, body: { data: order } };
      if (call.method === 'POST' && call.path === '/orders/41/status/confirm') return answer;
      if (call.method === 'POST' && call.path === '/orders/41/update-payment-status') return { status: 502, body: {} };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(screen.getByTestId('order-action-error').textContent).toBe('Bestellstatus konnte nicht geändert werden.'),
    );
    answer = { status: 409, body: { errors: [{ code: 'conflict', message: 'Schon bestätigt.' }] } };
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(screen.getByTestId('order-action-error').textContent).toBe('Schon bestätigt.'));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlung prüfen' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-action-error').textContent).toBe(
        'Zahlungsstatus konnte nicht überprüft werden.',
      ),
    );
  });

  it('lists print jobs with their German status', async () => {
    const order = staffOrderFixture({
      acknowledgedAt: '2026-11-25T10:16:00Z',
      printJobs: [
        { id: 1, deviceId: 2, deviceName: 'Küche', status: 'printed', createdAt: '2026-11-25T10:20:00Z' },
        { id: 2, deviceId: 3, deviceName: 'Theke', status: 'pending', createdAt: '2026-11-25T10:21:00Z' },
        { id: 3, deviceId: null, deviceName: null, status: 'failed', createdAt: '2026-11-25T10:22:00Z' },
      ],
    });
    renderDetail((call) =>
      call.method === 'GET' && call.path === '/orders/41' ? { status: 200, body: { data: order } } : undefined,
    );
    const jobs = await screen.findByTestId('order-print-jobs', {}, { timeout: 5000 });
    expect(jobs.textContent).toContain('Küche');
    expect(jobs.textContent).toContain('gedruckt');
    expect(jobs.textContent).toContain('wartet auf Drucker');
    expect(jobs.textContent).toContain('fehlgeschlagen');
  });

  it('lists the tasks made from the order (Aufgabe aus Bestellung) with their status, linking to each', async () => {
    const order = staffOrderFixture({ acknowledgedAt: '2026-11-25T10:16:00Z' });
    const tasks = [
      { id: 7, title: 'Bestellung #12 – Torte vorbereiten', status: 'in_progress', orderId: 41 },
      { id: 9, title: 'Bestellung #12 – Lieferung', status: 'done', orderId: 41 },
    ];
    const { calls } = renderDetail((call) => {
      if (call.method === 'GET' && call.path === '/orders/41') return { status: 200, body: { data: order } };
      if (call.method === 'GET' && call.path.startsWith('/tasks?')) return { status: 200, body: { data: tasks } };
      return undefined;
    });
    const list = await screen.findByTestId('order-tasks', {}, { timeout: 5000 });
    expect(calls.find((call) => call.path.startsWith('/tasks?'))?.path).toContain('orderId=41');
    expect(list.textContent).toContain('Aufgaben zu dieser Bestellung');
    expect(list.textContent).toContain('In Arbeit');
    expect(list.textContent).toContain('Erledigt');
    const link = screen.getByRole('link', { name: 'Bestellung #12 – Torte vorbereiten' });
    expect(link.getAttribute('href')).toBe('/backend/aufgaben/7');
  });

  it('shows no task block for an order without tasks', async () => {
    const order = staffOrderFixture({ acknowledgedAt: '2026-11-25T10:16:00Z' });
    const { calls } = renderDetail((call) => {
      if (call.method === 'GET' && call.path === '/orders/41') return { status: 200, body: { data: order } };
      if (call.method === 'GET' && call.path.startsWith('/tasks?')) return { status: 200, body: { data: [] } };
      return undefined;
    });
    await screen.findByTestId('order-detail', {}, { timeout: 5000 });
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/tasks?orderId=41'))).toBe(true));
    expect(screen.queryByTestId('order-tasks')).toBeNull();
    expect(screen.getByTestId('task-from-order')).toBeTruthy();
  });
});
