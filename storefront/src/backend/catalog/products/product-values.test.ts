import { productInputSchema } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { newProductValues, productToValues } from './product-values';
import { sachertorte } from './staff-product-fixture';

describe('product form values', () => {
  it('saves a loaded product unchanged: its values are a valid body of the domain schema with every field', () => {
    const values = productToValues(sachertorte);
    const parsed = productInputSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      uid: 'MR-0022',
      categoryId: 4,
      price: '32.00',
      type: 'configurable',
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
      images: [{ id: 22, version: 1, extension: 'jpg' }],
      position: 22,
    });
    expect(parsed.data?.config.parts.map((part) => part.options.length)).toEqual([3, 3]);
    // The staff-only fields of the entity are not part of the body (the schema is strict).
    expect(Object.keys(values)).not.toContain('version');
    expect(Object.keys(values)).not.toContain('id');
  });

  it('copies instead of sharing the entity arrays (editing the form never changes the cached entity)', () => {
    const values = productToValues(sachertorte);
    values.config?.parts?.[0]?.options?.push({ name: 'neu', modifier: 'add', value: '1' });
    expect(sachertorte.config.parts[0]?.options).toHaveLength(3);
  });

  it('a new product needs a name, a UID and a price; the rest has the defaults of the schema', () => {
    const blank = productInputSchema.safeParse(newProductValues());
    expect(blank.success).toBe(false);
    const fields = blank.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['name', 'price', 'uid']);
    const filled = productInputSchema.parse({ ...newProductValues(), name: 'Semmel', uid: 'S-1', price: '0.65' });
    expect(filled).toMatchObject({ unit: 'Stk.', tax: '10', isEnabled: true, isPublic: true, type: 'other' });
  });
});
