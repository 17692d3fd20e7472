import { describe, expect, it } from 'vitest';
import { type CmsField, cmsFieldKeys, emptyCmsObject, fillCmsObject, pruneCmsValue } from './fields.js';
import { fieldsOfSection, sectionFields, sectionTypesOf } from './section-fields.js';
import {
  homeSectionSchema,
  homeSectionTypes,
  sectionItemSchema,
  subPageSectionSchema,
  subPageSectionTypes,
} from './sections.js';

const schemas = [...homeSectionSchema.options, ...subPageSectionSchema.options];

function collections(fields: readonly CmsField[]): CmsField[] {
  return fields.flatMap((field) =>
    field.type === 'tabs'
      ? collections(field.tabs.flatMap((tab) => tab.fields))
      : field.type === 'collection'
        ? [field]
        : [],
  );
}

describe('section editor fields (spec §2 sections in §3 field types)', () => {
  it.each(schemas.map((schema) => [schema.shape.type.value, schema] as const))(
    '%s: one field for every key of its schema and no other',
    (type, schema) => {
      const fields = fieldsOfSection(type);
      expect(fields).not.toBeNull();
      const schemaKeys = Object.keys(schema.shape).filter((key) => key !== 'type');
      expect(cmsFieldKeys(fields ?? []).sort()).toEqual(schemaKeys.sort());
    },
  );

  it('has no editor for a section type the schemas do not know', () => {
    const known = new Set<string>(schemas.map((schema) => schema.shape.type.value));
    expect(Object.keys(sectionFields).filter((type) => !known.has(type))).toEqual([]);
    expect(fieldsOfSection('marquee')).toBeNull();
  });

  it('collection entries write only keys of a section item', () => {
    const itemKeys = Object.keys(sectionItemSchema.shape);
    for (const fields of Object.values(sectionFields)) {
      for (const collection of collections(fields)) {
        if (collection.type !== 'collection') continue;
        for (const key of cmsFieldKeys(collection.fields)) expect(itemKeys).toContain(key);
      }
    }
  });

  it('offers the section types of the site type', () => {
    expect(sectionTypesOf('custom_home')).toEqual(homeSectionTypes);
    expect(sectionTypesOf('custom_site')).toEqual(subPageSectionTypes);
    expect(sectionTypesOf('default')).toEqual([]);
  });

  it('an empty section of every type passes its schema once pruned', () => {
    for (const schema of schemas) {
      const type = schema.shape.type.value;
      const empty = { type, ...emptyCmsObject(sectionFields[type as keyof typeof sectionFields]) };
      const pruned = pruneCmsValue(empty);
      if (type === 'iframe') {
        // The tour's address is required: an empty one is refused.
        expect(schema.safeParse(pruned).success).toBe(false);
      } else {
        expect(schema.safeParse(pruned)).toMatchObject({ success: true });
      }
    }
  });
});

describe('pruneCmsValue', () => {
  it('drops empty texts, nulls and emptied objects but keeps lists and their places', () => {
    expect(
      pruneCmsValue({
        type: 'links',
        title: '  ',
        text: null,
        link: { url: '', label: '' },
        items: [{ title: '' }, { title: 'Zwei', link: { url: '/shop', label: '' } }],
        productIds: [],
        seconds: 0,
        flag: false,
      }),
    ).toEqual({
      type: 'links',
      items: [{}, { title: 'Zwei', link: { url: '/shop' } }],
      productIds: [],
      seconds: 0,
      flag: false,
    });
  });
});

describe('fillCmsObject', () => {
  it('gives a stored section every field of its editor and prunes back to what was stored', () => {
    const stored = { type: 'threeColumns', title: 'Drei', items: [{ title: 'Eins', extra: 1 }] };
    const filled = fillCmsObject(sectionFields.threeColumns, stored);
    expect(filled).toMatchObject({
      type: 'threeColumns',
      title: 'Drei',
      text: null,
      anchor: null,
      items: [{ title: 'Eins', extra: 1, text: null, image: null, link: { url: null, label: null } }],
    });
    expect(pruneCmsValue(filled)).toEqual(stored);
  });
});
