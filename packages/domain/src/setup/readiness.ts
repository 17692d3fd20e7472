import type { Branch } from '../entities/branch.js';
import type { PublicConfig } from '../entities/config.js';
import { readinessMessages as m } from '../messages/readiness.js';
import { legalReviewMarker } from './legal-texts.js';

export type ReadinessKey = 'legalTexts' | 'smtp' | 'payment' | 'openBranch' | 'https';

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
  branches: readonly ReadinessBranch[];
  publicUrl: string;
}

const legalScreen = '/backend/legal-texts';

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

/**
 * What is still missing before real customers should order (issue 23 point 6): the legal texts are set (text or
 * link, and no longer the unreviewed template), mail goes out over SMTP, payment takes real money (online payment
 * only with a real provider, never the test provider; a shop that takes payment only at handover — cash, card,
 * voucher — is fine), a branch is open, and the shop's public address is https.
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
