import { describe, expect, it } from 'vitest';
import { shouldShowQuestionnaire } from './questionnaire.js';

describe('shouldShowQuestionnaire (spec §4 Questionnaire)', () => {
  it.each([
    ['completed, unrated, not dismissed', true, null, false, true],
    ['rating 0 counts as none', true, 0, false, true],
    ['rating undefined counts as none', true, undefined, false, true],
    ['not completed', false, null, false, false],
    ['already rated', true, 4, false, false],
    ['dismissed', true, null, true, false],
  ])('%s → %s', (_name, isCompleted, questionnaireRating, isDismissed, expected) => {
    expect(shouldShowQuestionnaire({ isCompleted, questionnaireRating, isDismissed })).toBe(expected);
  });
});
