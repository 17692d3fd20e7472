import { describe, expect, it } from 'vitest';
import { assignCustomers, emailKey, type OrderContact, phoneKey } from './customer-matching.js';
import { donationTotal, sumAmounts } from './figures.js';

const order = (orderId: number, contact: Partial<OrderContact>): OrderContact => ({
  orderId,
  firstName: 'Anna',
  lastName: 'Huber',
  email: null,
  phone: null,
  companyName: null,
  street: null,
  zipCode: null,
  city: null,
  country: null,
  ...contact,
});

describe('customer keys', () => {
  it('compares e-mails case-insensitively and phones without separators', () => {
    expect(emailKey('  Anna@Example.AT ')).toBe('anna@example.at');
    expect(emailKey('  ')).toBeNull();
    expect(phoneKey('+43 664 123-4567')).toBe('+436641234567');
    expect(phoneKey('0043 664 1234567')).toBe('+436641234567');
    expect(phoneKey(null)).toBeNull();
  });
});

describe('assignCustomers', () => {
  it('links an order to the stored customer with its e-mail, else with its phone, else to a new customer', () => {
    const known = [
      {
        id: 7,
        firstName: 'A',
        lastName: 'B',
        email: 'anna@example.at',
        phone: null,
        companyName: null,
        street: null,
        zipCode: null,
        city: null,
        country: null,
      },
      {
        id: 9,
        firstName: 'C',
        lastName: 'D',
        email: null,
        phone: '+4366412345',
        companyName: null,
        street: 'Gasse 1',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
      },
    ];
    const result = assignCustomers(
      [
        order(1, { email: 'ANNA@example.at' }),
        order(2, { phone: '+43 664 12345', email: 'new@example.at' }),
        order(3, { email: 'other@example.at', firstName: 'Otto' }),
        order(4, {}),
      ],
      known,
    );
    expect(result.links).toEqual([
      { orderId: 1, target: { id: 7 } },
      { orderId: 2, target: { id: 9 } },
      { orderId: 3, target: { draft: 0 } },
    ]);
    expect(result.drafts).toHaveLength(1);
    expect(result.drafts[0]?.firstName).toBe('Otto');
    // The phone customer gains the e-mail it lacked and keeps its address (the order named none).
    const nine = result.updates.find((update) => update.id === 9);
    expect(nine?.fields).toMatchObject({
      email: 'new@example.at',
      phone: '+4366412345',
      street: 'Gasse 1',
      city: 'Wien',
    });
  });

  it('lets later orders of one pass find the customer an earlier one created, and takes the latest data', () => {
    const result = assignCustomers(
      [
        order(1, { email: 'x@example.at', street: 'Alt 1', zipCode: '1010', city: 'Wien', country: 'AT' }),
        order(2, {
          phone: '+431234567',
          email: 'X@example.at',
          lastName: 'Neu',
          street: 'Neu 2',
          zipCode: '8010',
          city: 'Graz',
          country: 'AT',
        }),
        order(3, { phone: '+43 123 4567', lastName: 'Neu-Huber' }),
      ],
      [],
    );
    expect(result.drafts).toHaveLength(1);
    expect(result.links.map((link) => link.target)).toEqual([{ draft: 0 }, { draft: 0 }, { draft: 0 }]);
    expect(result.drafts[0]).toMatchObject({
      lastName: 'Neu-Huber',
      email: 'X@example.at',
      phone: '+431234567',
      city: 'Graz',
    });
  });
});

describe('figures', () => {
  it('adds decimal strings exactly and counts 0.07 per donation', () => {
    expect(sumAmounts(['0.1000', '0.2000', '12.3450'])).toBe('12.65');
    expect(sumAmounts([])).toBe('0.00');
    expect(donationTotal(3)).toBe('0.21');
    expect(donationTotal(0)).toBe('0.00');
  });
});
