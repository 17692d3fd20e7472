import { OrderCard, OrderCustomerBlock, OrderItemLines, OrderStateBadge, OrderTotals } from '@bestell/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderFacts } from './detail/order-facts';
import { staffOrderFixture } from './detail/staff-order-fixture';

// The order components of packages/ui (shared by back-office, desk and widgets).
/** Wednesday 25.11.2026 11:20 in Vienna: the fixture's order was placed at 11:15 the same day. */
const now = Date.parse('2026-11-25T10:20:00.000Z');

describe('OrderCard', () => {
  it('shows ticket, mode, the resolved time of an ASAP order, customer, approximate total and state', () => {
    render(<OrderCard order={staffOrderFixture()} now={now} href="/backend/orders/41" />);
    const card = screen.getByTestId('order-card');
    expect(card.getAttribute('data-order-id')).toBe('41');
    expect(card.getAttribute('href')).toBe('/backend/orders/41');
    expect(card.textContent).toContain('#17');
    expect(card.textContent).toContain('Abholung');
    // 10:45 UTC is 11:45 in Vienna
    expect(card.textContent).toContain('So schnell wie möglich (voraussichtlich 11:45)');
    expect(card.textContent).toContain('Anna Huber');
    expect(card.textContent).toMatch(/ca\.\s11,30\s€/);
    expect(card.textContent).toContain('Neu');
    expect(card.hasAttribute('data-alert')).toBe(false);
  });

  it('shows a fixed appointment as its time and highlights an alerting order', () => {
    const order = staffOrderFixture({
      appointmentDate: '2026-11-25T15:30:00.000Z',
      appointment: '2026-11-25T15:30:00.000Z',
    });
    render(<OrderCard order={order} now={now} href="/x" alert />);
    const card = screen.getByTestId('order-card');
    expect(screen.getByText('16:30')).toBeTruthy();
    expect(card.textContent).not.toContain('So schnell wie möglich');
    expect(card.getAttribute('data-alert')).toBe('true');
    expect(card.textContent).toContain('Neue Bestellung');
  });

  it('names the day of an order due on another day than today (issue 21.12)', () => {
    const dueAt = (appointment: string) => staffOrderFixture({ appointmentDate: appointment, appointment });
    const { rerender } = render(<OrderCard order={dueAt('2026-11-26T09:00:00.000Z')} now={now} href="/x" />);
    const card = () => screen.getByTestId('order-card');
    expect(card().textContent).toContain('Fälligmorgen 10:00');
    rerender(<OrderCard order={dueAt('2026-11-28T09:00:00.000Z')} now={now} href="/x" />);
    expect(card().textContent).toContain('FälligSa 28.11. 10:00');
    // Just after midnight the 10:00 of that day is today's again.
    rerender(
      <OrderCard order={dueAt('2026-11-28T09:00:00.000Z')} now={Date.parse('2026-11-27T23:00:00Z')} href="/x" />,
    );
    expect(card().textContent).toContain('Fällig10:00');
    // The resolved time of an ASAP order placed before midnight and due after it.
    rerender(<OrderCard order={staffOrderFixture({ appointment: '2026-11-25T23:10:00.000Z' })} now={now} href="/x" />);
    expect(card().textContent).toContain('So schnell wie möglich (voraussichtlich morgen 00:10)');
  });

  it('calls onOpen on a plain click instead of following the link, and leaves modified clicks to the browser', () => {
    const onOpen = vi.fn();
    render(<OrderCard order={staffOrderFixture()} href="/x" onOpen={onOpen} />);
    const card = screen.getByTestId('order-card');
    expect(fireEvent.click(card)).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(41);
    expect(fireEvent.click(card, { ctrlKey: true })).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('OrderFacts (order detail)', () => {
  it('names another day of the appointment and the counter-proposal; today stays the time alone', () => {
    const preorder = staffOrderFixture({
      appointmentDate: '2026-11-26T09:00:00.000Z',
      appointment: '2026-11-26T09:00:00.000Z',
      counterAppointment: '2026-11-28T13:30:00.000Z',
    });
    const { rerender } = render(<OrderFacts order={preorder} timeZone="Europe/Vienna" now={now} />);
    expect(screen.getByTestId('order-appointment').textContent).toBe('morgen 10:00');
    expect(screen.getByTestId('order-counter-appointment').textContent).toBe('Sa 28.11. 14:30');
    rerender(<OrderFacts order={preorder} timeZone="Europe/Vienna" now={Date.parse('2026-11-26T07:00:00Z')} />);
    expect(screen.getByTestId('order-appointment').textContent).toBe('10:00');
  });
});

describe('OrderStateBadge', () => {
  it('says Abholbereit for a pickup order in delivery and In Zustellung for a delivery', () => {
    const { rerender } = render(<OrderStateBadge state="in-delivery" mode="takeaway" />);
    expect(screen.getByText('Abholbereit')).toBeTruthy();
    rerender(<OrderStateBadge state="in-delivery" mode="delivery" />);
    expect(screen.getByText('In Zustellung')).toBeTruthy();
    rerender(<OrderStateBadge state="canceled" mode="delivery" />);
    expect(screen.getByText('Storniert')).toBeTruthy();
  });
});

describe('OrderItemLines', () => {
  it('lists each item with amount, unit, its chosen options and price', () => {
    render(<OrderItemLines items={staffOrderFixture().items} currency="EUR" />);
    const [bread, roll] = screen.getAllByTestId('order-item');
    if (!bread || !roll) throw new Error('two lines expected');
    expect(within(bread).getByTestId('order-item-amount').textContent).toContain('1,5');
    expect(within(bread).getByTestId('order-item-unit').textContent).toContain('kg');
    expect(within(bread).getByText('Geschnitten')).toBeTruthy();
    expect(within(bread).getByText('Mohn, Sesam')).toBeTruthy();
    expect(bread.textContent).toMatch(/9,30\s€/);
    expect(within(roll).getByTestId('order-item-amount').textContent).toContain('4');
    expect(within(roll).queryByRole('list')).toBeNull();
  });

  it('renders per-line actions when given', () => {
    render(
      <OrderItemLines
        items={staffOrderFixture().items}
        currency="EUR"
        renderActions={(item) => <button type="button">Bearbeiten {item.index}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bearbeiten 1' })).toBeTruthy();
  });
});

describe('OrderTotals', () => {
  it('shows ca. totals, net, tax per rate and the donation', () => {
    render(<OrderTotals order={staffOrderFixture()} donateeName="Rotes Kreuz" />);
    const totals = screen.getByTestId('order-totals');
    expect(screen.getByTestId('order-total').textContent).toMatch(/^ca\.\s11,30\s€$/);
    expect(screen.getByTestId('order-net').textContent).toMatch(/ca\.\s10,27\s€/);
    expect(totals.textContent).toContain('MwSt. 10 %');
    expect(totals.textContent).toContain('Rotes Kreuz');
    expect(screen.queryByTestId('order-delivery-fee')).toBeNull();
  });

  it('shows Kostenlos for a free delivery and the fee otherwise, without ca. on an exact order', () => {
    const free = staffOrderFixture({ isDelivery: true, mode: 'delivery', isApproximate: false });
    const { rerender } = render(<OrderTotals order={free} />);
    expect(screen.getByTestId('order-delivery-fee').textContent).toContain('Kostenlos');
    expect(screen.getByTestId('order-total').textContent).toMatch(/^11,30\s€$/);
    rerender(<OrderTotals order={{ ...free, pricing: { ...free.pricing, deliveryGross: '3.50' } }} />);
    expect(screen.getByTestId('order-delivery-fee').textContent).toMatch(/3,50\s€/);
  });
});

describe('OrderCustomerBlock', () => {
  it('shows name, phone as a tel: link, e-mail, address and comment', () => {
    render(<OrderCustomerBlock order={staffOrderFixture({ tableIdentifier: 'T4' })} />);
    const block = screen.getByTestId('order-customer');
    expect(block.textContent).toContain('Anna Huber');
    expect(screen.getByRole('link', { name: '+43 660 1234567' }).getAttribute('href')).toBe('tel:+436601234567');
    expect(screen.getByRole('link', { name: 'anna@example.at' }).getAttribute('href')).toBe('mailto:anna@example.at');
    expect(block.textContent).toContain('Herrengasse 1 2/5');
    expect(block.textContent).toContain('8010 Graz');
    expect(block.textContent).toContain('T4');
    expect(block.textContent).toContain('Bitte klingeln');
  });

  it('shows no address for a pickup order without street, zip code and city, even with a country (not "Adresse AT")', () => {
    const base = staffOrderFixture();
    const order = staffOrderFixture({
      customer: { ...base.customer, street: null, floor: null, door: null, zipCode: '', city: ' ', country: 'AT' },
    });
    render(<OrderCustomerBlock order={order} />);
    const block = screen.getByTestId('order-customer');
    expect(block.textContent).toContain('Anna Huber');
    expect(within(block).queryByText('Adresse')).toBeNull();
    expect(within(block).queryByText('Lieferadresse')).toBeNull();
    expect(block.textContent).not.toContain('AT');
  });

  it('shows the address with its country when there is one', () => {
    render(<OrderCustomerBlock order={staffOrderFixture()} />);
    const block = screen.getByTestId('order-customer');
    expect(within(block).getByText('Adresse')).toBeTruthy();
    expect(block.textContent).toContain('8010 Graz\nAT');
  });

  it('shows a different delivery address with its name', () => {
    const base = staffOrderFixture();
    const order = staffOrderFixture({
      isDelivery: true,
      phone: null,
      customer: {
        ...base.customer,
        isDeliveryAddressDifferent: true,
        deliveryFirstName: 'Max',
        deliveryLastName: 'Muster',
        deliveryStreet: 'Sackstraße 3',
        deliveryZipCode: '8010',
        deliveryCity: 'Graz',
      },
    });
    render(<OrderCustomerBlock order={order} />);
    expect(screen.getByText('Lieferadresse')).toBeTruthy();
    expect(screen.getByTestId('order-customer').textContent).toContain('Max Muster');
    expect(screen.queryByRole('link', { name: /\+43/ })).toBeNull();
  });
});
