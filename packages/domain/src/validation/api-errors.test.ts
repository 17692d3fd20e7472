import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';

describe('zodErrorToApiErrors (DESIGN API failure shape)', () => {
  const schema = z.strictObject({
    name: z.string({ error: m.blank }),
    items: z.array(z.strictObject({ amount: z.string({ error: m.invalidAmount }) })),
  });

  it('names each field by its dotted path', () => {
    const result = schema.safeParse({ items: [{ amount: '1' }, { amount: 2 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToApiErrors(result.error)).toEqual([
      { field: 'name', message: m.blank, code: 'validation' },
      { field: 'items.1.amount', message: m.invalidAmount, code: 'validation' },
    ]);
  });

  it('turns unknown keys into one entry per key, also nested', () => {
    const result = schema.safeParse({ name: 'x', a: 1, b: 2, items: [{ amount: '1', price: '9' }] });
    if (result.success) throw new Error('expected failure');
    expect(zodErrorToApiErrors(result.error, 'bad_request')).toEqual([
      { field: 'items.0.price', message: m.unexpectedField, code: 'bad_request' },
      { field: 'a', message: m.unexpectedField, code: 'bad_request' },
      { field: 'b', message: m.unexpectedField, code: 'bad_request' },
    ]);
  });

  it('leaves out the field for the body as a whole', () => {
    const result = z.string({ error: m.invalidValue }).safeParse(1);
    if (result.success) throw new Error('expected failure');
    expect(zodErrorToApiErrors(result.error)).toEqual([{ message: m.invalidValue, code: 'validation' }]);
  });
});
