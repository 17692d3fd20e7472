import { layoutMessages, type PublicConfig } from '@bestell/domain';

/** The config's legal texts (each shown on its own legal page). */
export const legalTextKeys = ['termsAndConditionsText', 'privacyPolicyText', 'imprintText', 'allergensText'] as const;
type LegalText = (typeof legalTextKeys)[number];

/** Spec §2: the legal pages, each showing its configured text (Markdown). */
export const legalPages: Readonly<Record<string, { text: LegalText; title: string }>> = {
  'site/terms-and-conditions': { text: 'termsAndConditionsText', title: layoutMessages.termsAndConditions },
  'site/privacy': { text: 'privacyPolicyText', title: layoutMessages.privacy },
  'site/imprint': { text: 'imprintText', title: layoutMessages.imprint },
  'site/allergens': { text: 'allergensText', title: layoutMessages.allergens },
};

export function isLegalPath(path: string): boolean {
  return Object.hasOwn(legalPages, path);
}

/** The configured text of a legal page; null when it is not set (then the page is a 404). */
export function legalText(config: PublicConfig, path: string): string | null {
  const page = legalPages[path];
  const text = page ? config[page.text] : null;
  return text && text.trim() !== '' ? text : null;
}
