import { describe, expect, it } from 'vitest';
import { setupMessages } from '../messages/setup.js';
import { validationMessages as vm } from '../messages/validation.js';
import { setupInputSchema } from './setup-schema.js';

const valid = () => ({
  code: 'a'.repeat(43),
  admin: { username: 'chefin', email: 'chefin@sonnenschein.at', password: 'sehr-geheim-1' },
  business: {
    shopName: 'Sonnenschein',
    legalName: 'Bäckerei Sonnenschein e.U.',
    street: 'Hauptstraße 5',
    zipCode: '4020',
    city: 'Linz',
    vatId: 'ATU87654321',
    phone: '',
    email: 'office@sonnenschein.at',
  },
  branch: {
    name: 'Linz Hauptplatz',
    street: 'Hauptplatz 1',
    zipCode: '4020',
    city: 'Linz',
    openingHours: [{ type: 'daily', isClosed: false, from: '07:00', to: '18:00' }],
    isTakeawayEnabled: true,
    isCashEnabled: true,
  },
  legal: { imprintText: '# Impressum', termsAndConditionsText: '# AGB', privacyPolicyText: '# Datenschutz' },
});

function issues(input: unknown): Array<[string, string]> {
  const result = setupInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('setupInputSchema', () => {
  it('takes a full setup and fills the defaults', () => {
    const parsed = setupInputSchema.parse(valid());
    expect(parsed.business).toMatchObject({ country: 'AT', phone: null, companyRegisterNumber: null });
    expect(parsed.branch).toMatchObject({ isDeliveryEnabled: false, isOnlinePaymentEnabled: false, country: 'AT' });
  });

  it('keeps the password rules of users and wants an e-mail for the admin', () => {
    const input = valid();
    input.admin = { username: 'ab', email: '', password: 'kurz' };
    expect(issues(input)).toEqual([
      ['admin.username', vm.tooShort({ limit: 3 })],
      ['admin.email', vm.blank],
      ['admin.password', vm.tooShort({ limit: 8 })],
    ]);
  });

  it('refuses a malformed code, unknown fields, no service mode, no payment method and no hours', () => {
    const input = { ...valid(), code: 'x', extra: 1 };
    input.branch = { ...input.branch, isTakeawayEnabled: false, isCashEnabled: false, openingHours: [] };
    expect(issues(input)).toEqual(
      expect.arrayContaining([
        ['code', setupMessages.invalidCode],
        ['', vm.unexpectedField],
        ['branch.openingHours', setupMessages.branch.noHours],
      ]),
    );
    const modes = valid();
    modes.branch = { ...modes.branch, isTakeawayEnabled: false, isCashEnabled: false };
    expect(issues(modes)).toEqual([
      ['branch.isTakeawayEnabled', setupMessages.branch.noMode],
      ['branch.isCashEnabled', setupMessages.branch.noPayment],
    ]);
  });

  it('refuses a malformed UID and strips raw HTML from the legal texts', () => {
    const input = valid();
    input.business.vatId = '12345';
    expect(issues(input)).toEqual([['business.vatId', vm.invalidValue]]);
    const html = valid();
    html.legal.imprintText = '# Impressum\n\n<script>alert(1)</script>Text';
    expect(setupInputSchema.parse(html).legal.imprintText).not.toContain('<script>');
  });
});
