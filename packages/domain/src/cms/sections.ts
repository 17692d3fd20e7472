/**
 * The content of a CMS page (spec §2 'CMS page types', §3 Site), by site type:
 * - `default`: `{ body }`, one rich-text body (HTML);
 * - `custom_home`: `{ sections: HomeSection[] }`;
 * - `custom_site`: `{ sections: SubPageSection[] }`.
 * Every section has a `type`, may have an `anchor` (the id for '#…' links), a plain-text `title` and a rich-text
 * `text`. Rich-text fields (`text`, `body`, `thankYou`) are HTML, sanitised when written and again when rendered;
 * every `url` is checked with isSafeLinkUrl. Objects are loose: unknown fields are kept, known ones are checked.
 */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { isSafeLinkUrl } from '../text/safe-url.js';
import { imageRefSchema } from '../validation/resources/common.js';

export const siteTypes = ['default', 'custom_home', 'custom_site'] as const;
export type SiteType = (typeof siteTypes)[number];

/** Keys whose string values are rich text (HTML) anywhere in a content document. */
export const richTextContentKeys = ['text', 'body', 'thankYou'] as const;
/** Keys whose string values are link or media URLs anywhere in a content document (a node's `link` too). */
export const urlContentKeys = ['url', 'href', 'link'] as const;

const plain = (max = 255) =>
  z
    .string({ error: m.invalidValue })
    .max(max, { error: m.tooLong({ limit: max }) })
    .nullish();
const richText = () =>
  z
    .string({ error: m.invalidValue })
    .max(65_535, { error: m.tooLong({ limit: 65_535 }) })
    .nullish();
const safeUrl = () =>
  z
    .string({ error: m.invalidValue })
    .max(2000, { error: m.tooLong({ limit: 2000 }) })
    .refine(isSafeLinkUrl, { error: m.invalidUrl });

export const siteImageSchema = imageRefSchema;
export type SiteImage = z.output<typeof siteImageSchema>;

/** An uploaded file (spec §3 Upload/File): /upload/{publicHash}/{id}-{version}.{extension}, preview …/preview/…jpg. */
export const siteFileSchema = z.looseObject(
  {
    id: z.number({ error: m.invalidValue }).int({ error: m.invalidValue }).positive({ error: m.invalidValue }),
    version: z.number({ error: m.invalidValue }).int({ error: m.invalidValue }).positive({ error: m.invalidValue }),
    extension: z.string({ error: m.invalidValue }).regex(/^[a-z0-9]{1,10}$/, { error: m.invalidValue }),
    publicHash: z.string({ error: m.invalidValue }).regex(/^[A-Za-z0-9_-]{1,128}$/, { error: m.invalidValue }),
    mimeType: plain(),
    name: plain(),
  },
  { error: m.invalidValue },
);
export type SiteFile = z.output<typeof siteFileSchema>;

/** A link: `url` relative ('/shop', '#kontakt'), http(s), mailto or tel; `label` replaces the section's default. */
export const siteLinkSchema = z.looseObject({ url: safeUrl(), label: plain() }, { error: m.invalidValue });
export type SiteLink = z.output<typeof siteLinkSchema>;

/** An entry of a list section (columns, slides, categories, vacancies, offers, links, partners). */
export const sectionItemSchema = z.looseObject(
  {
    title: plain(),
    text: richText(),
    image: siteImageSchema.nullish(),
    file: siteFileSchema.nullish(),
    link: siteLinkSchema.nullish(),
  },
  { error: m.invalidValue },
);
export type SectionItem = z.output<typeof sectionItemSchema>;

const items = (max = 100) =>
  z.array(sectionItemSchema, { error: m.invalidValue }).max(max, { error: m.tooMany({ limit: max }) });

const base = {
  /** The element id for hash links ('#kontakt'). */
  anchor: z
    .string({ error: m.invalidValue })
    .regex(/^[a-z][a-z0-9-]{0,63}$/, { error: m.invalidValue })
    .nullish(),
  title: plain(),
  text: richText(),
};

const section = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
  z.looseObject({ type: z.literal(type), ...base, ...shape }, { error: m.invalidValue });

// custom_home sections
/** Hero: a video (uploaded mp4/webm) or an image behind the title, and a scroll-down button. */
export const heroSectionSchema = section('hero', {
  image: siteImageSchema.nullish(),
  video: siteFileSchema.nullish(),
});
/** Three columns, each with title, text, optional image and link. */
export const threeColumnsSectionSchema = section('threeColumns', { items: items(3) });
/** Auto-scrolling slider with arrows; `seconds` per slide (default 5, §9). */
export const sliderSectionSchema = section('slider', {
  items: items(20),
  seconds: z.number({ error: m.invalidValue }).int({ error: m.notInteger }).min(1).max(60).nullish(),
});
/** Parallax: a fixed background image with title and text over it. */
export const parallaxSectionSchema = section('parallax', { image: siteImageSchema.nullish() });
/** Teaser: text beside an image that opens in a lightbox; optional link. */
export const teaserSectionSchema = section('teaser', {
  image: siteImageSchema.nullish(),
  link: siteLinkSchema.nullish(),
});
/** Offers: file links (each item's `file`) with their preview images. */
export const offersSectionSchema = section('offers', { items: items(20) });
/** Embedded 3D tour: shown only after cookie consent, '&title=0' appended to `url` (https only). */
export const iframeSectionSchema = section('iframe', {
  url: z
    .string({ error: m.invalidValue })
    .max(2000, { error: m.tooLong({ limit: 2000 }) })
    .regex(/^https:\/\/\S+$/i, { error: m.invalidUrl }),
});
/** Link section: a list of links (each item's `link`), optionally with title and text. */
export const linksSectionSchema = section('links', { items: items(20) });
/** Shop teaser: button 'Zum Shop' (to `link.url`, default '/shop') and product tiles to /shop?item={id}. */
export const shopTeaserSectionSchema = section('shopTeaser', {
  link: siteLinkSchema.nullish(),
  productIds: z
    .array(z.number({ error: m.invalidValue }).int({ error: m.invalidValue }).positive({ error: m.invalidValue }), {
      error: m.invalidValue,
    })
    .max(24, { error: m.tooMany({ limit: 24 }) })
    .nullish(),
});

// custom_site sections
/** heroSite: variant a centred, b left-aligned; optional background image. */
export const heroSiteSectionSchema = section('heroSite', {
  variant: z.enum(['a', 'b'], { error: m.invalidChoice }).nullish(),
  image: siteImageSchema.nullish(),
});
/** Categories: items with image (lightbox), text and a link labelled 'Mehr erfahren' by default. */
export const categoriesSectionSchema = section('categories', { items: items(30) });
/** Vacancies: items with a link labelled 'zur Bewerbung' by default. */
export const vacanciesSectionSchema = section('vacancies', { items: items(30) });
/** Text: variant default, a or b. */
export const textSectionSchema = section('text', {
  variant: z.enum(['default', 'a', 'b'], { error: m.invalidChoice }).nullish(),
});
/** Partners: items with name as `title`, logo as `image`, optional link. */
export const partnerSectionSchema = section('partner', { items: items(40) });
/** The contact form (POST /api/custom/forms); `thankYou` (rich text) replaces the default thank-you text. */
export const contactFormSectionSchema = section('contactForm', { thankYou: richText() });

// both page types
/** Block: a reusable block (the blocks resource, by id) shown in place, under the section's own title and text. */
export const blockSectionSchema = section('block', {
  blockId: z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .positive({ error: m.invalidValue })
    .nullish(),
});

export const homeSectionSchema = z.discriminatedUnion(
  'type',
  [
    heroSectionSchema,
    threeColumnsSectionSchema,
    sliderSectionSchema,
    parallaxSectionSchema,
    teaserSectionSchema,
    offersSectionSchema,
    iframeSectionSchema,
    linksSectionSchema,
    shopTeaserSectionSchema,
    blockSectionSchema,
  ],
  { error: m.invalidChoice },
);
export type HomeSection = z.output<typeof homeSectionSchema>;

export const subPageSectionSchema = z.discriminatedUnion(
  'type',
  [
    heroSiteSectionSchema,
    categoriesSectionSchema,
    vacanciesSectionSchema,
    textSectionSchema,
    partnerSectionSchema,
    parallaxSectionSchema,
    contactFormSectionSchema,
    blockSectionSchema,
  ],
  { error: m.invalidChoice },
);
export type SubPageSection = z.output<typeof subPageSectionSchema>;

export const homeSectionTypes = homeSectionSchema.options.map((option) => option.shape.type.value);
export const subPageSectionTypes = subPageSectionSchema.options.map((option) => option.shape.type.value);

export const defaultSiteContentSchema = z.looseObject({ body: richText() }, { error: m.invalidValue });
export const homeSiteContentSchema = z.looseObject(
  { sections: z.array(homeSectionSchema, { error: m.invalidValue }).default([]) },
  { error: m.invalidValue },
);
export const subPageSiteContentSchema = z.looseObject(
  { sections: z.array(subPageSectionSchema, { error: m.invalidValue }).default([]) },
  { error: m.invalidValue },
);
export type DefaultSiteContent = z.output<typeof defaultSiteContentSchema>;
export type HomeSiteContent = z.output<typeof homeSiteContentSchema>;
export type SubPageSiteContent = z.output<typeof subPageSiteContentSchema>;

/** The content schema of a site type; null for a type this version does not know (content kept as it is). */
export function siteContentSchema(type: string) {
  switch (type) {
    case 'default':
      return defaultSiteContentSchema;
    case 'custom_home':
      return homeSiteContentSchema;
    case 'custom_site':
      return subPageSiteContentSchema;
    default:
      return null;
  }
}
