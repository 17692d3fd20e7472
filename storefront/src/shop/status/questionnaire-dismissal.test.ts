import { describe, expect, it } from 'vitest';
import { telHref } from './branch-contact';
import { type DismissalStorage, dismissQuestionnaire, isQuestionnaireDismissed } from './questionnaire-dismissal';

function memoryStorage(): DismissalStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('questionnaire dismissal (spec §4 "was not dismissed")', () => {
  it('is remembered per order uid', () => {
    const storage = memoryStorage();
    expect(isQuestionnaireDismissed(storage, 'a')).toBe(false);
    dismissQuestionnaire(storage, 'a');
    expect(isQuestionnaireDismissed(storage, 'a')).toBe(true);
    expect(isQuestionnaireDismissed(storage, 'b')).toBe(false);
  });

  it('works without storage and when the storage throws', () => {
    expect(isQuestionnaireDismissed(null, 'a')).toBe(false);
    dismissQuestionnaire(null, 'a');
    const broken: DismissalStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => dismissQuestionnaire(broken, 'a')).not.toThrow();
    expect(isQuestionnaireDismissed(broken, 'a')).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('+43 732 77 88 99')).toBe('tel:+43732778899');
    expect(telHref('0732 / 77-88-99')).toBe('tel:0732778899');
  });
});
