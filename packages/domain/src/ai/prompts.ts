/**
 * What the model is told (issue 30): German, the shop's own facts (name, branches, hours, products) so the text does
 * not invent them, and never any customer data (the facts type has no place for it). Pure: the API gathers the facts.
 */
import type { AiTone, ProductSuggestionRequest } from './requests.js';
import { productSuggestionLimits } from './requests.js';

export interface ShopFacts {
  shopName: string;
  branches: { name: string; address: string | null; phone: string | null; hours: string | null }[];
  /** Product names with their category, at most a few dozen. */
  products: { name: string; category: string | null }[];
  /** The shop's own pages a text may link to ('/shop', '/site/…'). */
  pages: { path: string; name: string }[];
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const toneText: Record<AiTone, string> = {
  sachlich: 'sachlich und klar',
  herzlich: 'herzlich und einladend',
  kurz: 'sehr kurz, wenige Sätze',
};

/** The shop's facts as a plain list for the prompt. */
export function shopFactsText(facts: ShopFacts): string {
  const lines = [`Name des Betriebs: ${facts.shopName}`];
  for (const branch of facts.branches) {
    const parts = [branch.address, branch.phone ? `Tel. ${branch.phone}` : null, branch.hours].filter(Boolean);
    lines.push(`Filiale ${branch.name}${parts.length ? `: ${parts.join('; ')}` : ''}`);
  }
  if (facts.products.length > 0) {
    lines.push(
      `Produkte: ${facts.products.map((p) => (p.category ? `${p.name} (${p.category})` : p.name)).join(', ')}`,
    );
  }
  if (facts.pages.length > 0) {
    lines.push(`Eigene Seiten für Links: ${facts.pages.map((page) => `${page.path} (${page.name})`).join(', ')}`);
  }
  return lines.join('\n');
}

const rules = [
  'Du schreibst Texte für die Website eines Lebensmittelbetriebs auf Deutsch (Österreich).',
  'Verwende nur die folgenden Fakten über den Betrieb; erfinde keine Adressen, Öffnungszeiten, Preise oder Produkte.',
  'Links nur auf die eigenen Seiten des Shops (Pfade, die mit / beginnen). Keine Skripte, keine Bilder.',
].join(' ');

export function sitePromptMessages(input: {
  facts: ShopFacts;
  siteName: string;
  siteType: string;
  sectionTypes: readonly string[];
  brief: string;
  tone: AiTone;
}): ChatMessage[] {
  const shape =
    input.sectionTypes.length === 0
      ? 'Antworte als JSON mit dem Feld body (HTML mit <h2>, <p>, <ul>, <strong>, <a>).'
      : `Antworte als JSON mit sections: eine Liste von Abschnitten (type aus ${input.sectionTypes.join(', ')}; title als reiner Text; text als HTML mit <p>, <ul>, <strong>, <a>; items für Spalten oder Listen; link oder null).`;
  return [
    { role: 'system', content: `${rules}\n\n${shopFactsText(input.facts)}` },
    {
      role: 'user',
      content: `Seite „${input.siteName}“. Ton: ${toneText[input.tone]}. ${shape}\n\nWorum es gehen soll: ${input.brief}`,
    },
  ];
}

/** The JSON schema of a product suggestion (structured output). */
export const productSuggestionJsonSchema: Record<string, unknown> = {
  type: 'object',
  properties: { description: { type: 'string' }, allergens: { type: 'string' } },
  required: ['description', 'allergens'],
  additionalProperties: false,
};

export function productPromptMessages(facts: ShopFacts, product: ProductSuggestionRequest): ChatMessage[] {
  const details = [
    `Produkt: ${product.name}`,
    product.category ? `Kategorie: ${product.category}` : null,
    product.parts.length > 0 ? `Bestandteile: ${product.parts.join(', ')}` : null,
    product.ingredients ? `Zutaten: ${product.ingredients}` : null,
  ].filter(Boolean);
  return [
    { role: 'system', content: `${rules}\n\nName des Betriebs: ${facts.shopName}` },
    {
      role: 'user',
      content: `${details.join('\n')}\n\nSchreibe eine appetitliche Produktbeschreibung (reiner Text, höchstens ${productSuggestionLimits.description} Zeichen) und einen Allergen-Hinweis nach den 14 EU-Hauptallergenen, nur aus den genannten Zutaten abgeleitet (höchstens ${productSuggestionLimits.allergens} Zeichen; leer, wenn nichts bekannt ist). Antworte als JSON mit description und allergens.`,
    },
  ];
}

export function altTextPrompt(prompt: string): string {
  return `Ein Bild für die Website eines Lebensmittelbetriebs: ${prompt}. Fotorealistisch, ohne Text im Bild.`;
}

/** The suggested alt text of a generated image: the prompt in one plain sentence. */
export function suggestedAltText(prompt: string): string {
  const trimmed = prompt.replace(/\s+/g, ' ').trim();
  const sentence = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return sentence.length > 250 ? `${sentence.slice(0, 249).trimEnd()}…` : sentence;
}

const weekdayNames: Record<string, string> = {
  daily: 'täglich',
  monday: 'Mo',
  tuesday: 'Di',
  wednesday: 'Mi',
  thursday: 'Do',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'So',
};

/** A branch's regular opening hours for the prompt ('Mo 07:00–18:00, Sa 07:00–12:00'); one-off dates left out. */
export function openingHoursText(entries: readonly { type: string; isClosed: boolean; from: string; to: string }[]) {
  const open = entries.filter((entry) => !entry.isClosed && entry.type in weekdayNames);
  if (open.length === 0) return null;
  return `geöffnet ${open.map((entry) => `${weekdayNames[entry.type]} ${entry.from}–${entry.to}`).join(', ')}`;
}
