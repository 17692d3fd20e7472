import { ApiError } from '@bestell/api-client';
import { messages } from '@bestell/domain';
import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyApiErrors, pathExists } from './api-errors';

interface Values {
  name: string;
  areas: { price: string }[];
}

function setup() {
  const { result } = renderHook(() => useForm<Values>({ defaultValues: { name: '', areas: [{ price: '1.00' }] } }));
  const form = result.current;
  const hasField = (field: string) => pathExists(form.getValues(), field);
  return { form, hasField };
}

describe('applyApiErrors', () => {
  it('puts field entries onto the fields (nested paths too) and the rest into form messages', () => {
    const { form, hasField } = setup();
    const error = new ApiError(
      422,
      [
        { field: 'name', message: messages.validation.blank, code: 'validation' },
        { field: 'areas.0.price', message: messages.validation.invalidAmount, code: 'validation' },
        { field: 'secret', message: messages.validation.unexpectedField, code: 'validation' },
        { message: 'Etwas anderes.', code: 'x' },
      ],
      'x',
    );
    const applied = applyApiErrors(error, form.setError, hasField);
    expect(applied).toEqual({
      formMessages: [messages.validation.unexpectedField, 'Etwas anderes.'],
      conflict: false,
      fieldCount: 2,
    });
    expect(form.getFieldState('name').error?.message).toBe(messages.validation.blank);
    expect(form.getFieldState('areas.0.price').error?.message).toBe(messages.validation.invalidAmount);
  });

  it('reports a 409 as a conflict with its message and touches no field', () => {
    const { form, hasField } = setup();
    const conflict = messages.backoffice.conflict;
    const applied = applyApiErrors(
      new ApiError(409, [{ code: 'conflict', field: 'name', message: conflict }], 'x'),
      form.setError,
      hasField,
    );
    expect(applied).toEqual({ formMessages: [conflict], conflict: true, fieldCount: 0 });
    expect(form.getFieldState('name').error).toBeUndefined();
  });

  it('treats a 409 of a unique value as the field error it is', () => {
    const { form, hasField } = setup();
    const notUnique = messages.validation.notUnique;
    const applied = applyApiErrors(
      new ApiError(409, [{ code: 'not_unique', field: 'name', message: notUnique }], 'x'),
      form.setError,
      hasField,
    );
    expect(applied).toEqual({ formMessages: [], conflict: false, fieldCount: 1 });
    expect(form.getFieldState('name').error?.message).toBe(notUnique);
  });

  it('gives the unknown-error text for anything that is not an API error', () => {
    const { form, hasField } = setup();
    expect(applyApiErrors(new TypeError('boom'), form.setError, hasField).formMessages).toEqual([
      messages.backofficeForms.unknownError,
    ]);
  });

  it('knows which paths exist, null values included', () => {
    expect(pathExists({ a: null, b: [{ c: '1' }] }, 'a')).toBe(true);
    expect(pathExists({ a: null, b: [{ c: '1' }] }, 'b.0.c')).toBe(true);
    expect(pathExists({ a: null }, 'b')).toBe(false);
    expect(pathExists({ a: null }, 'a.x')).toBe(false);
  });
});
