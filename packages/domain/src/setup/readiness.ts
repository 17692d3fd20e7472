import type { Branch } from '../entities/branch.js';
import type { PublicConfig } from '../entities/config.js';
import { readinessMessages as m } from '../messages/readiness.js';
import { legalReviewMarker } from './legal-texts.js';

export type ReadinessKey = 'legalTexts' | 'smtp' | 'payment' | 'sms' | 'openBranch' | 'https';

export interface ReadinessItem {
  key: ReadinessKey;
  label: string;
  ok: boolean;
  /** Why it is not done yet (German), null when done. */
  detail: string | null;
  /** The back-office screen that fixes it, null when it is the server's configuration (environment). */
  link: string | null;
}

export type ReadinessBranch = Pick<
  Branch,
  | 'id'
  | 'name'
  | 'isPublic'
  | 'isEnabled'
  | 'openingHours'
  | 'isCashEnabled'
  | 'isATMCardEnabled'
  | 'isVoucherEnabled'
  | 'isOnlinePaymentEnabled'
  | 'isOnlineAlternativePaymentEnabled'
>;

export interface ReadinessInput {
  legal: Pick<
    PublicConfig,
    'imprint' | 'imprintText' | 'termsAndConditions' | 'termsAndConditionsText' | 'privacyPolicy' | 'privacyPolicyText'
  >;
  smtpConfigured: boolean;
  /** PAYMENT_PROVIDER: 'test' takes no real money, 'none' takes no online payment at all. */
  paymentProvider: string;
  /** Which provider keys are set (environment or Einstellungen › Zahlungen); absent: none. */
  paymentKeys?: { stripeSecretKey: boolean; stripeWebhookSecret: boolean; mollieApiKey: boolean };
  /** SMS_PROVIDER ('log' or 'twilio') and which Twilio settings are set (environment or Einstellungen › SMS). */
  sms?: { provider: string; accountSid: boolean; authToken: boolean; from: boolean };
  branches: readonly ReadinessBranch[];
  publicUrl: string;
}

const legalScreen = '/backend/legal-texts';
const paymentSettingsScreen = '/backend/config/payments';
const smsSettingsScreen = '/backend/config/sms';

/** The keys the configured provider still lacks (German names); empty for providers without keys. */
function missingProviderKeys(input: ReadinessInput): string[] {
  const keys = input.paymentKeys ?? { stripeSecretKey: false, stripeWebhookSecret: false, mollieApiKey: false };
  const names = m.items.payment.keyNames;
  if (input.paymentProvider === 'stripe') {
    return [
      ...(keys.stripeSecretKey ? [] : [names.stripeSecretKey]),
      ...(keys.stripeWebhookSecret ? [] : [names.stripeWebhookSecret]),
    ];
  }
  if (input.paymentProvider === 'mollie') return keys.mollieApiKey ? [] : [names.mollieApiKey];
  return [];
}

function legalTexts(legal: ReadinessInput['legal']): ReadinessItem {
  const texts = [
    { name: m.legalNames.imprint, url: legal.imprint, text: legal.imprintText },
    { name: m.legalNames.terms, url: legal.termsAndConditions, text: legal.termsAndConditionsText },
    { name: m.legalNames.privacy, url: legal.privacyPolicy, text: legal.privacyPolicyText },
  ];
  const hasText = (text: string | null) => text !== null && text.trim() !== '';
  const missing = texts.filter((t) => !hasText(t.text) && !hasText(t.url)).map((t) => t.name);
  const templates = texts.filter((t) => hasText(t.text) && t.text?.includes(legalReviewMarker)).map((t) => t.name);
  const detail =
    missing.length > 0
      ? m.items.legalTexts.missing(missing.join(', '))
      : templates.length > 0
        ? m.items.legalTexts.template(templates.join(', '))
        : null;
  return { key: 'legalTexts', label: m.items.legalTexts.label, ok: detail === null, detail, link: legalScreen };
}

/** A branch customers can order at: public, enabled, with at least one regular opening that is not closed. */
export function isOpenBranch(branch: ReadinessBranch): boolean {
  return (
    branch.isPublic && branch.isEnabled && branch.openingHours.some((entry) => entry.type !== 'once' && !entry.isClosed)
  );
}

function payment(input: ReadinessInput, open: readonly ReadinessBranch[]): ReadinessItem {
  const base = { key: 'payment' as const, label: m.items.payment.label };
  const online = open.filter((b) => b.isOnlinePaymentEnabled || b.isOnlineAlternativePaymentEnabled);
  const names = online.map((b) => b.name).join(', ');
  const firstLink = (branches: readonly ReadinessBranch[]) =>
    branches[0] ? `/backend/branches/${branches[0].id}` : '/backend/branches';
  if (online.length > 0 && input.paymentProvider === 'test') {
    return { ...base, ok: false, detail: m.items.payment.testProvider(names), link: firstLink(online) };
  }
  if (online.length > 0 && input.paymentProvider === 'none') {
    return { ...base, ok: false, detail: m.items.payment.noProvider(names), link: firstLink(online) };
  }
  const missingKeys = missingProviderKeys(input);
  if (online.length > 0 && missingKeys.length > 0) {
    const provider = input.paymentProvider === 'stripe' ? 'Stripe' : 'Mollie';
    const detail = m.items.payment.missingKeys(provider, missingKeys.join(', '));
    return { ...base, ok: false, detail, link: paymentSettingsScreen };
  }
  const anyMethod = open.some(
    (b) =>
      b.isCashEnabled ||
      b.isATMCardEnabled ||
      b.isVoucherEnabled ||
      b.isOnlinePaymentEnabled ||
      b.isOnlineAlternativePaymentEnabled,
  );
  if (!anyMethod) return { ...base, ok: false, detail: m.items.payment.none, link: firstLink(open) };
  return { ...base, ok: true, detail: null, link: firstLink(open) };
}

/** SMS_PROVIDER=twilio needs the Account SID, the Auth Token and a sender; 'log' sends nothing and needs nothing. */
function sms(input: ReadinessInput): ReadinessItem {
  const base = { key: 'sms' as const, label: m.items.sms.label, link: smsSettingsScreen };
  const settings = input.sms ?? { provider: 'log', accountSid: false, authToken: false, from: false };
  if (settings.provider !== 'twilio') return { ...base, ok: true, detail: null };
  const names = m.items.sms.settingNames;
  const missing = [
    ...(settings.accountSid ? [] : [names.accountSid]),
    ...(settings.authToken ? [] : [names.authToken]),
    ...(settings.from ? [] : [names.from]),
  ];
  if (missing.length === 0) return { ...base, ok: true, detail: null };
  return { ...base, ok: false, detail: m.items.sms.missing(missing.join(', ')) };
}

/**
 * What is still missing before real customers should order (issue 23 point 6): the legal texts are set (text or
 * link, and no longer the unreviewed template), mail goes out over SMTP, payment takes real money (online payment
 * only with a real provider, never the test provider; a shop that takes payment only at handover — cash, card,
 * voucher — is fine) and the chosen provider has its keys (Stripe: secret key and webhook secret; Mollie: API key),
 * the SMS gateway has its credentials (Twilio), a branch is open, and the shop's public address is https.
 */
export function readinessChecklist(input: ReadinessInput): ReadinessItem[] {
  const open = input.branches.filter(isOpenBranch);
  const https = /^https:\/\//i.test(input.publicUrl);
  return [
    legalTexts(input.legal),
    {
      key: 'smtp',
      label: m.items.smtp.label,
      ok: input.smtpConfigured,
      detail: input.smtpConfigured ? null : m.items.smtp.missing,
      link: null,
    },
    payment(input, open),
    sms(input),
    {
      key: 'openBranch',
      label: m.items.openBranch.label,
      ok: open.length > 0,
      detail: open.length > 0 ? null : m.items.openBranch.missing,
      link: '/backend/branches',
    },
    {
      key: 'https',
      label: m.items.https.label,
      ok: https,
      detail: https ? null : m.items.https.missing(input.publicUrl),
      link: null,
    },
  ];
}
