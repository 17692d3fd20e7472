import {
  fieldsOfSection,
  fillCmsObject,
  pruneCmsValue,
  type SiteInput,
  siteInputSchema,
  siteTypes,
} from '@bestell/domain';
import { z } from 'zod';

/** A CMS page as the staff API answers it (spec §3 Site). */
export interface StaffSite {
  id: number;
  type: string;
  path: string;
  name: string;
  title: string | null;
  description: string | null;
  content: Record<string, unknown>;
  isPublic: boolean;
  createdAt?: string;
  updatedAt?: string;
  version: number;
}

/** A section while it is edited: its type and whatever fields it has (checked by the domain schema on save). */
export type SectionValues = { type: string } & Record<string, unknown>;

/** The editor's values: the site's fields, its body (default pages) and its sections (home and sub pages). */
export interface SiteFormValues {
  type: string;
  path: string;
  name: string;
  title: string;
  description: string;
  isPublic: boolean;
  content: { body: string; sections: SectionValues[] } & Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored sections with every field of their editor present (empty ones at null, [] or {}), so the form's values
 * are exactly what its fields hold and a saved form is not dirty; toSiteBody prunes the empty ones again.
 */
function sectionsOf(content: Record<string, unknown>): SectionValues[] {
  const sections = content.sections;
  if (!Array.isArray(sections)) return [];
  return sections
    .filter((entry): entry is SectionValues => isRecord(entry) && typeof entry.type === 'string')
    .map((section) => ({ ...fillCmsObject(fieldsOfSection(section.type) ?? [], section), type: section.type }));
}

/** The form's values for a loaded site, or those of a new sub page. */
export function toSiteValues(site: StaffSite | null): SiteFormValues {
  if (!site) {
    return {
      type: 'custom_site',
      path: '',
      name: '',
      title: '',
      description: '',
      isPublic: false,
      content: { body: '', sections: [] },
    };
  }
  const content = isRecord(site.content) ? site.content : {};
  return {
    type: site.type,
    path: site.path,
    name: site.name,
    title: site.title ?? '',
    description: site.description ?? '',
    isPublic: site.isPublic,
    content: {
      ...content,
      body: typeof content.body === 'string' ? content.body : '',
      sections: sectionsOf(content),
    },
  };
}

/**
 * The request body of the editor's values: the content of the site's type only (a default page its body, a home or
 * sub page its sections), fields the editor left empty dropped (pruneCmsValue), other keys of the stored content kept.
 */
export function toSiteBody(values: SiteFormValues): Record<string, unknown> {
  const { body, sections, ...rest } = values.content;
  const kept = values.type === 'default' ? { ...rest, body } : { ...rest, sections };
  const content = pruneCmsValue(kept);
  return {
    type: values.type,
    path: values.path,
    name: values.name,
    title: values.title,
    description: values.description,
    isPublic: values.isPublic,
    content: isRecord(content) ? content : values.type === 'default' ? {} : { sections: [] },
  };
}

/**
 * The form's schema: the API's own (siteInputSchema, with the section schemas of the site type) applied to the body
 * the editor sends, so a field error shows before the save with the same German message and on the same path.
 */
export const siteFormSchema = z.preprocess(
  (values) => toSiteBody(values as SiteFormValues),
  siteInputSchema,
) as unknown as z.ZodType<SiteInput, SiteFormValues>;

export const siteTypeOptions = siteTypes;
