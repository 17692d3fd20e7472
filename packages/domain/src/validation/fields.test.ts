import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import {
  acceptedField,
  choiceField,
  flagField,
  idField,
  nonBlankText,
  optionalChoiceField,
  optionalTextField,
  requiredTextField,
} from './fields.js';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('field building blocks (§8 server-side messages)', () => {
  it.each([
    [requiredTextField(5, 2), '', [m.blank]],
    [requiredTextField(5, 2), ' a ', [m.tooShort({ limit: 2 })]],
    [requiredTextField(5, 2), 'abcdef', [m.tooLong({ limit: 5 })]],
    [requiredTextField(5, 2), 12, [m.invalidValue]],
    [requiredTextField(5, 2), ' abc ', []],
    [nonBlankText(m.tableRequired), null, [m.tableRequired]],
    [optionalTextField(3), 'abcd', [m.tooLong({ limit: 3 })]],
    [optionalTextField(3), false, [m.invalidValue]],
    [choiceField(['AT', 'DE']), undefined, [m.blank]],
    [choiceField(['AT', 'DE']), '', [m.blank]],
    [choiceField(['AT', 'DE']), 'at', [m.invalidChoice]],
    [optionalChoiceField(['AT', 'DE']), 'FR', [m.invalidChoice]],
    [idField(), undefined, [m.blank]],
    [idField(), -1, [m.invalidValue]],
    [idField(), 1.5, [m.invalidValue]],
    [flagField(), 'true', [m.invalidValue]],
    [acceptedField(m.termsNotAccepted), false, [m.termsNotAccepted]],
  ] as [z.ZodType, unknown, string[]][])('%# %j → %j', (schema, input, messages) => {
    expect(messagesOf(schema, input)).toEqual(messages);
  });

  it.each([
    [requiredTextField(), '  Anna  ', 'Anna'],
    [optionalTextField(), '  ', null],
    [optionalTextField(), undefined, null],
    [optionalTextField(), ' x ', 'x'],
    [optionalChoiceField(['AT', 'DE']), '', null],
    [optionalChoiceField(['AT', 'DE']), 'DE', 'DE'],
    [flagField(), undefined, false],
  ] as [z.ZodType, unknown, unknown][])('%# %j → %j', (schema, input, output) => {
    expect(schema.parse(input)).toBe(output);
  });
});
