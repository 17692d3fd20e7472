import { describe, expect, it } from 'vitest';
import { highlightedGroup } from './category-bar';

describe('highlightedGroup (spec §2: the group whose top is above 25% of the window height)', () => {
  it.each([
    [
      'first group still below the line',
      [
        { id: 1, top: 400 },
        { id: 2, top: 900 },
      ],
      1,
    ],
    [
      'first group passed the line',
      [
        { id: 1, top: 100 },
        { id: 2, top: 900 },
      ],
      1,
    ],
    [
      'second group passed the line',
      [
        { id: 1, top: -600 },
        { id: 2, top: 150 },
        { id: 3, top: 700 },
      ],
      2,
    ],
    [
      'exactly on the line',
      [
        { id: 1, top: -600 },
        { id: 2, top: 200 },
      ],
      2,
    ],
  ])('%s', (_label, tops, expected) => {
    expect(highlightedGroup(tops, 800)).toBe(expected);
  });

  it('is null without groups', () => {
    expect(highlightedGroup([], 800)).toBeNull();
  });
});
