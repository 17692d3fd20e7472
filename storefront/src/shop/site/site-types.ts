import type { ImageRef } from '@bestell/domain';

/** A CMS page as GET /api/sites/by-path/{path} answers it (spec §3 Site). */
export interface Site {
  id: number;
  type: string;
  path: string;
  name: string;
  title: string | null;
  description: string | null;
  content: Record<string, unknown> | null;
  isPublic: boolean;
}

/** An uploaded file (spec §3 Upload/File): /upload/{publicHash}/{id}-{version}.{extension}. */
export interface SiteFile {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
  mimeType?: string | null;
  name?: string | null;
}

export type SiteImage = Pick<ImageRef, 'id' | 'version' | 'extension'> & { alt?: string | null };

/** A link of a section: `url` relative ('/shop'), absolute http(s), mailto or tel; `label` overrides the default. */
export interface SiteLink {
  url?: string | null;
  label?: string | null;
}

/** Fields every section may carry; the renderers read what they need and leave out what is missing. */
export interface SectionBase {
  type: string;
  /** The element id for '#…' links. */
  anchor?: string | null;
  title?: string | null;
  /** Rich text (wysiwyg HTML), sanitised again when rendered. */
  text?: string | null;
  variant?: string | null;
  image?: SiteImage | null;
  link?: SiteLink | string | null;
  linkLabel?: string | null;
}

export interface SectionItem {
  title?: string | null;
  name?: string | null;
  text?: string | null;
  image?: SiteImage | null;
  file?: SiteFile | null;
  link?: SiteLink | string | null;
  linkLabel?: string | null;
  url?: string | null;
  label?: string | null;
}

export interface Section extends SectionBase {
  items?: SectionItem[] | null;
  columns?: SectionItem[] | null;
  images?: SiteImage[] | null;
  video?: SiteFile | null;
  url?: string | null;
  productIds?: number[] | null;
  seconds?: number | null;
  body?: string | null;
  thankYou?: string | null;
  /** The block a block section shows (its id). */
  blockId?: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sections of a custom_home or custom_site page; entries without a type are left out. */
export function sectionsOf(site: Site): Section[] {
  const sections = site.content?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.filter((entry): entry is Section => isRecord(entry) && typeof entry.type === 'string');
}

/** The rich-text body of a default page. */
export function bodyOf(site: Site): string {
  const body = site.content?.body;
  return typeof body === 'string' ? body : '';
}

export function linkOf(link: SiteLink | string | null | undefined, label?: string | null): SiteLink | null {
  if (!link) return null;
  if (typeof link === 'string') return { url: link, label: label ?? null };
  return link.url ? { url: link.url, label: link.label ?? label ?? null } : null;
}
