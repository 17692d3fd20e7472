import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Questionnaire } from '../entities/order.js';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';
import { canSendQuestionnaire, questionnaireSchema } from './questionnaire.js';

const answer = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 1, comment: 'Sehr gut' };

function errorsOf(input: unknown) {
  const result = questionnaireSchema.safeParse(input);
  return result.success ? [] : zodErrorToApiErrors(result.error).map(({ field, message }) => ({ field, message }));
}

describe('questionnaire send allowed (§5 Questionnaire send)', () => {
  it.each([
    [{ rating: 1, foodRating: 1, serviceRating: 1, processRating: 1 }, true],
    [{ rating: 5, foodRating: 4, serviceRating: 3, processRating: 2 }, true],
    [{ rating: 0, foodRating: 4, serviceRating: 3, processRating: 2 }, false],
    [{ rating: 5, foodRating: 0, serviceRating: 3, processRating: 2 }, false],
    [{ rating: 5, foodRating: 4, serviceRating: 0, processRating: 2 }, false],
    [{ rating: 5, foodRating: 4, serviceRating: 3, processRating: 0 }, false],
  ])('%j → %s', (ratings, allowed) => {
    expect(canSendQuestionnaire(ratings)).toBe(allowed);
  });
});

describe('questionnaire body (§3 Questionnaire, §9 rating scale 1-5)', () => {
  it('accepts four ratings and an optional comment', () => {
    expect(questionnaireSchema.parse(answer)).toEqual(answer);
    const { comment: _comment, ...withoutComment } = answer;
    expect(questionnaireSchema.parse(withoutComment).comment).toBeNull();
    expect(questionnaireSchema.parse({ ...answer, comment: '  ' }).comment).toBeNull();
    expectTypeOf(questionnaireSchema.parse(answer)).toExtend<Questionnaire>();
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', m.notInRange({ min: 1, max: 5 })],
    ['food rating 6', { foodRating: 6 }, 'foodRating', m.notInRange({ min: 1, max: 5 })],
    ['service rating 2.5', { serviceRating: 2.5 }, 'serviceRating', m.notInteger],
    ['process rating missing', { processRating: undefined }, 'processRating', m.blank],
    ['rating as string', { rating: '5' }, 'rating', m.invalidValue],
    ['comment too long', { comment: 'x'.repeat(2001) }, 'comment', m.tooLong({ limit: 2000 })],
    ['unknown field', { tip: 1 }, 'tip', m.unexpectedField],
  ])('%s → its message', (_case, change, field, message) => {
    expect(errorsOf({ ...answer, ...change })).toEqual([{ field, message }]);
  });
});
