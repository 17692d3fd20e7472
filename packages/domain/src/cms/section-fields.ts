/**
 * The editor form of every section type of spec §2 (CMS page types), in the CMS field types of §3 (fields.ts). The
 * keys are those of the section schemas in sections.ts — the test beside this file checks that every schema key
 * has a field and every field a schema key — so the back-office editor writes exactly what the API validates and
 * the shop renders.
 */
import { backofficeCmsMessages } from '../messages/backoffice-cms.js';
import type { CmsField } from './fields.js';
import { homeSectionTypes, type SiteType, subPageSectionTypes } from './sections.js';

const f = backofficeCmsMessages.sectionFields;

const title: CmsField = { key: 'title', type: 'text', label: f.title, maxLength: 255 };
const text: CmsField = { key: 'text', type: 'wysiwyg', label: f.text };
const image: CmsField = { key: 'image', type: 'image', label: f.image };
const anchor: CmsField = {
  key: 'anchor',
  type: 'text',
  label: f.anchor,
  description: f.anchorHint,
  maxLength: 64,
};
const link: CmsField = {
  key: 'link',
  type: 'group',
  label: f.link,
  fields: [
    { key: 'url', type: 'text', label: f.linkUrl, description: f.linkUrlHint, maxLength: 2000 },
    { key: 'label', type: 'text', label: f.linkLabel, maxLength: 255 },
  ],
};
const file: CmsField = { key: 'file', type: 'file', label: f.file };

const items = (max: number, fields: readonly CmsField[]): CmsField => ({
  key: 'items',
  type: 'collection',
  label: f.items,
  itemLabel: f.item,
  max,
  fields,
});

/** A section's form: its own fields on the tab 'Inhalt', the anchor on 'Einstellungen'. */
const section = (content: readonly CmsField[], settings: readonly CmsField[] = []): readonly CmsField[] => [
  {
    key: 'tabs',
    type: 'tabs',
    label: f.content,
    tabs: [
      { key: 'content', label: f.content, fields: content },
      { key: 'settings', label: f.settings, fields: [...settings, anchor] },
    ],
  },
];

const variantOptions = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export const sectionFields = {
  // custom_home
  hero: section([
    title,
    text,
    image,
    { key: 'video', type: 'file', label: f.video, accept: ['video/mp4', 'video/webm'] },
  ]),
  threeColumns: section([title, text, items(3, [title, text, image, link])]),
  slider: section(
    [title, text, items(20, [title, text, image, link])],
    [{ key: 'seconds', type: 'number', label: f.seconds, min: 1, max: 60, integer: true }],
  ),
  parallax: section([title, text, image]),
  teaser: section([title, text, image, link]),
  offers: section([title, text, items(20, [title, text, file, image])]),
  iframe: section([title, text, { key: 'url', type: 'text', label: f.url, isRequired: true, maxLength: 2000 }]),
  links: section([title, text, items(20, [title, text, link])]),
  shopTeaser: section([
    title,
    text,
    link,
    { key: 'productIds', type: 'reference', target: 'product', multiple: true, max: 24, label: f.products },
  ]),
  // custom_site
  heroSite: section(
    [title, text, image],
    [{ key: 'variant', type: 'select', label: f.variant, options: variantOptions(['a', 'b'], f.variants) }],
  ),
  categories: section([title, text, items(30, [title, text, image, link])]),
  vacancies: section([title, text, items(30, [title, text, link])]),
  text: section(
    [title, text],
    [
      {
        key: 'variant',
        type: 'select',
        label: f.variant,
        options: variantOptions(['default', 'a', 'b'], f.textVariants),
      },
    ],
  ),
  partner: section([title, text, items(40, [title, text, image, link])]),
  contactForm: section([title, text, { key: 'thankYou', type: 'wysiwyg', label: f.thankYou }]),
  // both page types
  block: section([title, text, { key: 'blockId', type: 'reference', target: 'block', label: f.block }]),
} satisfies Record<string, readonly CmsField[]>;

export type SectionType = keyof typeof sectionFields;

/** The section types a site type takes, in the order the editor offers them (none for a default page). */
export function sectionTypesOf(siteType: SiteType | string): readonly string[] {
  switch (siteType) {
    case 'custom_home':
      return homeSectionTypes;
    case 'custom_site':
      return subPageSectionTypes;
    default:
      return [];
  }
}

/** The editor fields of a section type; null for a type this version does not know. */
export function fieldsOfSection(type: string): readonly CmsField[] | null {
  return Object.hasOwn(sectionFields, type) ? sectionFields[type as SectionType] : null;
}
