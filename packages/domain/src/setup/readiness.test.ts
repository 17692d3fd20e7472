import { describe, expect, it } from 'vitest';
import { readinessMessages as m } from '../messages/readiness.js';
import { legalReviewMarker } from './legal-texts.js';
import { type ReadinessBranch, type ReadinessInput, readinessChecklist } from './readiness.js';

const branch = (overrides: Partial<ReadinessBranch> = {}): ReadinessBranch => ({
  id: 4,
  name: 'Wien',
  isPublic: true,
  isEnabled: true,
  openingHours: [{ type: 'monday', date: null, isClosed: false, from: '08:00', to: '18:00' }],
  isCashEnabled: true,
  isATMCardEnabled: false,
  isVoucherEnabled: false,
  isOnlinePaymentEnabled: false,
  isOnlineAlternativePaymentEnabled: false,
  ...overrides,
});

const ready = (): ReadinessInput => ({
  legal: {
    imprint: null,
    imprintText: '# Impressum',
    termsAndConditions: null,
    termsAndConditionsText: '# AGB',
    privacyPolicy: null,
    privacyPolicyText: '# Datenschutz',
  },
  smtpConfigured: true,
  paymentProvider: 'none',
  branches: [branch()],
  publicUrl: 'https://shop.example.at',
});

function item(input: ReadinessInput, key: string) {
  const found = readinessChecklist(input).find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
}

describe('readinessChecklist', () => {
  it('is all done for a shop with legal texts, SMTP, cash only, an open branch and https', () => {
    const items = readinessChecklist(ready());
    expect(items.map((i) => i.key)).toEqual(['legalTexts', 'smtp', 'payment', 'sms', 'openBranch', 'https']);
    expect(items.every((i) => i.ok && i.detail === null)).toBe(true);
  });

  it('names missing legal texts; a link counts as set', () => {
    const input = ready();
    input.legal = { ...input.legal, imprintText: '  ', privacyPolicyText: null, privacyPolicy: 'https://x.at/ds' };
    const legal = item(input, 'legalTexts');
    expect(legal).toMatchObject({
      ok: false,
      detail: m.items.legalTexts.missing('Impressum'),
      link: '/backend/legal-texts',
    });
  });

  it('counts a text that still carries the review marker as not done', () => {
    const input = ready();
    input.legal = { ...input.legal, termsAndConditionsText: `# AGB\n\n> **${legalReviewMarker}:** …` };
    expect(item(input, 'legalTexts')).toMatchObject({ ok: false, detail: m.items.legalTexts.template('AGB') });
  });

  it('wants SMTP', () => {
    expect(item({ ...ready(), smtpConfigured: false }, 'smtp')).toMatchObject({
      ok: false,
      detail: m.items.smtp.missing,
    });
  });

  it('refuses online payment through the test provider, and without a provider, linking to the branch', () => {
    const online = { ...ready(), branches: [branch({ id: 7, name: 'Graz', isOnlinePaymentEnabled: true })] };
    expect(item({ ...online, paymentProvider: 'test' }, 'payment')).toMatchObject({
      ok: false,
      detail: m.items.payment.testProvider('Graz'),
      link: '/backend/branches/7',
    });
    expect(item({ ...online, paymentProvider: 'none' }, 'payment')).toMatchObject({
      ok: false,
      detail: m.items.payment.noProvider('Graz'),
    });
    const keys = { stripeSecretKey: true, stripeWebhookSecret: true, mollieApiKey: false };
    expect(item({ ...online, paymentProvider: 'stripe', paymentKeys: keys }, 'payment').ok).toBe(true);
  });

  it('accepts payment at handover only (cash, card), even with the test provider configured', () => {
    const input = {
      ...ready(),
      paymentProvider: 'test',
      branches: [branch({ isCashEnabled: false, isATMCardEnabled: true })],
    };
    expect(item(input, 'payment').ok).toBe(true);
  });

  it('ignores the test provider on a branch that is not open', () => {
    const input = {
      ...ready(),
      paymentProvider: 'test',
      branches: [branch(), branch({ id: 9, isPublic: false, isOnlinePaymentEnabled: true })],
    };
    expect(item(input, 'payment').ok).toBe(true);
  });

  it('wants a public, enabled branch with a regular opening that is not closed', () => {
    const closedOnly = branch({
      openingHours: [{ type: 'daily', date: null, isClosed: true, from: '00:00', to: '23:59' }],
    });
    const onceOnly = branch({
      openingHours: [{ type: 'once', date: '2026-12-24', isClosed: false, from: '08:00', to: '12:00' }],
    });
    for (const branches of [
      [],
      [branch({ isPublic: false })],
      [branch({ isEnabled: false })],
      [closedOnly],
      [onceOnly],
    ]) {
      expect(item({ ...ready(), branches }, 'openBranch')).toMatchObject({
        ok: false,
        detail: m.items.openBranch.missing,
      });
    }
    expect(item({ ...ready(), branches: [] }, 'payment')).toMatchObject({ ok: false, detail: m.items.payment.none });
  });

  it('wants the keys of the chosen payment provider (Stripe: secret key and webhook secret; Mollie: API key)', () => {
    const online = [branch({ isOnlinePaymentEnabled: true })];
    const none = { stripeSecretKey: false, stripeWebhookSecret: false, mollieApiKey: false };
    const k = m.items.payment.keyNames;
    const stripe = { ...ready(), branches: online, paymentProvider: 'stripe', paymentKeys: none };
    expect(item(stripe, 'payment')).toMatchObject({
      ok: false,
      detail: m.items.payment.missingKeys('Stripe', `${k.stripeSecretKey}, ${k.stripeWebhookSecret}`),
      link: '/backend/config/payments',
    });
    const secretOnly = { ...stripe, paymentKeys: { ...none, stripeSecretKey: true } };
    expect(item(secretOnly, 'payment').detail).toBe(m.items.payment.missingKeys('Stripe', k.stripeWebhookSecret));
    const bothStripe = { ...stripe, paymentKeys: { ...none, stripeSecretKey: true, stripeWebhookSecret: true } };
    expect(item(bothStripe, 'payment')).toMatchObject({ ok: true, detail: null });
    // The Mollie key does not help Stripe, nor the Stripe keys Mollie.
    const mollie = { ...stripe, paymentProvider: 'mollie', paymentKeys: { ...none, stripeSecretKey: true } };
    expect(item(mollie, 'payment').detail).toBe(m.items.payment.missingKeys('Mollie', k.mollieApiKey));
    expect(item({ ...mollie, paymentKeys: { ...none, mollieApiKey: true } }, 'payment').ok).toBe(true);
    // Without an online method in an open branch the keys do not matter.
    expect(item({ ...stripe, branches: [branch()] }, 'payment').ok).toBe(true);
  });

  it('wants the Twilio credentials when SMS go through Twilio; the log provider needs none', () => {
    const names = m.items.sms.settingNames;
    const twilio = { provider: 'twilio', accountSid: true, authToken: false, from: false };
    expect(item({ ...ready(), sms: twilio }, 'sms')).toMatchObject({
      ok: false,
      detail: m.items.sms.missing(`${names.authToken}, ${names.from}`),
      link: '/backend/config/sms',
    });
    expect(item({ ...ready(), sms: { ...twilio, authToken: true, from: true } }, 'sms').ok).toBe(true);
    expect(item({ ...ready(), sms: { ...twilio, provider: 'log', authToken: false } }, 'sms').ok).toBe(true);
  });

  it('wants PUBLIC_URL on https', () => {
    expect(item({ ...ready(), publicUrl: 'http://localhost:3000' }, 'https')).toMatchObject({
      ok: false,
      detail: m.items.https.missing('http://localhost:3000'),
      link: null,
    });
    expect(item({ ...ready(), publicUrl: 'HTTPS://Shop.example.at' }, 'https').ok).toBe(true);
  });
});
