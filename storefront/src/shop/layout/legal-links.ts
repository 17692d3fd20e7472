import { layoutMessages, type PublicConfig } from '@bestell/domain';

export interface LegalLink {
  label: string;
  href: string;
  internal: boolean;
}

type LegalConfig = Pick<
  PublicConfig,
  | 'termsAndConditions'
  | 'termsAndConditionsText'
  | 'privacyPolicy'
  | 'privacyPolicyText'
  | 'imprint'
  | 'imprintText'
  | 'allergens'
  | 'allergensText'
>;

const entries = [
  {
    label: layoutMessages.termsShort,
    path: '/site/terms-and-conditions',
    text: 'termsAndConditionsText',
    url: 'termsAndConditions',
  },
  { label: layoutMessages.privacy, path: '/site/privacy', text: 'privacyPolicyText', url: 'privacyPolicy' },
  { label: layoutMessages.imprint, path: '/site/imprint', text: 'imprintText', url: 'imprint' },
  { label: layoutMessages.allergens, path: '/site/allergens', text: 'allergensText', url: 'allergens' },
] as const;

/**
 * Spec §2 Layout: each legal entry links to its internal page when its text is configured, otherwise to the external
 * URL from the config; it is hidden when neither is set.
 */
export function legalLinks(config: LegalConfig): LegalLink[] {
  const links: LegalLink[] = [];
  for (const entry of entries) {
    const text = config[entry.text];
    const url = config[entry.url];
    if (text && text.trim() !== '') links.push({ label: entry.label, href: entry.path, internal: true });
    else if (url && url.trim() !== '') links.push({ label: entry.label, href: url, internal: false });
  }
  return links;
}
