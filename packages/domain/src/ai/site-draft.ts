/**
 * A page draft from the model (issue 30 point 2): the JSON schema the model is asked to answer with (structured
 * output), and the check of its answer with the site type's own section schemas (packages/domain/src/cms) plus the
 * generated-content rules: rich text allow-listed, links only to the shop's own pages, no embeds and no block refs.
 */
import { homeSectionTypes, siteContentSchema, subPageSectionTypes } from '../cms/sections.js';
import { generatedPlainText, isOwnPageLink, sanitizeGeneratedHtml } from './own-links.js';

/** Section types a draft may use: the ones made of text (no embedded tours, no references to blocks or uploads). */
const notGenerated = new Set(['block', 'iframe', 'offers', 'slider']);

export function draftSectionTypes(siteType: string): readonly string[] | null {
  if (siteType === 'custom_home') return homeSectionTypes.filter((type) => !notGenerated.has(type));
  if (siteType === 'custom_site') return subPageSectionTypes.filter((type) => !notGenerated.has(type));
  if (siteType === 'default') return [];
  return null;
}

const text = { type: 'string' } as const;
const link = {
  type: 'object',
  properties: { url: text, label: text },
  required: ['url', 'label'],
  additionalProperties: false,
} as const;

/** The JSON schema (OpenAI `response_format: json_schema`, strict) of a draft of a site of this type. */
export function siteDraftJsonSchema(siteType: string): Record<string, unknown> | null {
  const types = draftSectionTypes(siteType);
  if (types === null) return null;
  if (types.length === 0) {
    return { type: 'object', properties: { body: text }, required: ['body'], additionalProperties: false };
  }
  const item = {
    type: 'object',
    properties: { title: text, text, link: { anyOf: [link, { type: 'null' }] } },
    required: ['title', 'text', 'link'],
    additionalProperties: false,
  };
  const section = {
    type: 'object',
    properties: {
      type: { type: 'string', enum: [...types] },
      title: text,
      text,
      items: { type: 'array', items: item },
      link: { anyOf: [link, { type: 'null' }] },
    },
    required: ['type', 'title', 'text', 'items', 'link'],
    additionalProperties: false,
  };
  return {
    type: 'object',
    properties: { sections: { type: 'array', items: section } },
    required: ['sections'],
    additionalProperties: false,
  };
}

export type DraftCheck = { ok: true; content: Record<string, unknown> } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps a link only when it points into the shop; its label as plain text. */
function ownLink(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value) || typeof value.url !== 'string' || !isOwnPageLink(value.url)) return null;
  const label = typeof value.label === 'string' ? generatedPlainText(value.label, 255) : '';
  return { url: value.url.trim(), label: label === '' ? null : label };
}

/** Only the fields a draft may fill: title (plain), text (allow-listed HTML), items, an own link. */
function cleanEntry(entry: Record<string, unknown>, withType: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (withType) result.type = entry.type;
  if (typeof entry.title === 'string') result.title = generatedPlainText(entry.title, 255);
  if (typeof entry.text === 'string') result.text = sanitizeGeneratedHtml(entry.text);
  const linked = ownLink(entry.link);
  if (linked) result.link = linked;
  if (withType && Array.isArray(entry.items) && entry.items.length > 0) {
    result.items = entry.items.filter(isRecord).map((item) => cleanEntry(item, false));
  }
  return result;
}

/**
 * The model's answer (JSON text) as a content document of the site type, or why it is not usable: not JSON, not the
 * shape, an unknown section type, nothing in it, or failing the site type's section schema.
 */
export function checkSiteDraft(answer: string, siteType: string): DraftCheck {
  const types = draftSectionTypes(siteType);
  if (types === null) return { ok: false, reason: 'unknown site type' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isRecord(parsed)) return { ok: false, reason: 'not an object' };
  let content: Record<string, unknown>;
  if (types.length === 0) {
    if (typeof parsed.body !== 'string') return { ok: false, reason: 'no body' };
    content = { body: sanitizeGeneratedHtml(parsed.body) };
    if (content.body === '') return { ok: false, reason: 'empty body' };
  } else {
    const sections = parsed.sections;
    if (!Array.isArray(sections) || sections.length === 0) return { ok: false, reason: 'no sections' };
    if (sections.length > 20) return { ok: false, reason: 'too many sections' };
    if (!sections.every((section) => isRecord(section) && types.includes(String(section.type)))) {
      return { ok: false, reason: 'unknown section type' };
    }
    content = { sections: sections.filter(isRecord).map((section) => cleanEntry(section, true)) };
  }
  const checked = siteContentSchema(siteType)?.safeParse(content);
  if (!checked?.success) return { ok: false, reason: checked?.error.issues[0]?.message ?? 'schema' };
  return { ok: true, content: checked.data as Record<string, unknown> };
}
