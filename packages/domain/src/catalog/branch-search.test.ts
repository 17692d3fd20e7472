import { describe, expect, it } from 'vitest';
import { branchCardState, filterBranchesByTags, searchBranches, searchTerms } from './branch-search.js';
import { makeBranch } from './fixtures.js';

const tags = [
  { id: 1, name: 'Café' },
  { id: 2, name: 'Drive-in' },
];
const mitte = makeBranch({
  id: 1,
  name: 'Wien Mitte',
  street: 'Landstraßer Hauptstraße 1',
  zipCode: '1030',
  city: 'Wien',
  keywords: 'Bahnhof, Landstraße',
  tags: [{ id: 1 }],
});
const graz = makeBranch({
  id: 2,
  name: 'Graz Hauptplatz',
  street: 'Hauptplatz 3',
  zipCode: '8010',
  city: 'Graz',
  tags: [{ id: 1 }, { id: 2 }],
});
const linz = makeBranch({ id: 3, name: 'Linz', street: 'Landstraße 20', zipCode: '4020', city: 'Linz', tags: [] });
const branches = [mitte, graz, linz];
const ids = (list: { id: number }[]) => list.map((b) => b.id);

describe('searchTerms (§2 Branch list: split on commas and spaces)', () => {
  it('splits, lower-cases and drops empty parts', () => {
    expect(searchTerms(' Wien,1030  ,, Café ')).toEqual(['wien', '1030', 'café']);
    expect(searchTerms(' , ')).toEqual([]);
  });
});

describe('searchBranches (§2 Branch list; decision: every term must match some field)', () => {
  it.each([
    ['empty term', '', [1, 2, 3]],
    ['city', 'wien', [1]],
    ['zip code prefix', '80', [2]],
    ['street, case-insensitive', 'LANDSTRASSE', []],
    ['street with ß', 'landstraße', [1, 3]],
    ['keywords', 'bahnhof', [1]],
    ['tag name', 'café', [1, 2]],
    ['tag name of the second tag', 'drive', [2]],
    ['two terms, both must match', 'café graz', [2]],
    ['comma-separated terms', 'wien,1030', [1]],
    ['a term that matches nothing makes the result empty', 'wien 8010', []],
    ['no match', 'salzburg', []],
  ])('%s: %j → %j', (_label, term, expected) => {
    expect(ids(searchBranches(branches, term, tags)).sort()).toEqual(expected);
  });

  it('does not match tag names when no tags are given', () => {
    expect(searchBranches(branches, 'drive')).toEqual([]);
  });
});

describe('filterBranchesByTags (decision: every selected tag)', () => {
  it.each([
    [[], [1, 2, 3]],
    [[1], [1, 2]],
    [[1, 2], [2]],
    [[3], []],
  ])('%j → %j', (tagIds, expected) => {
    expect(ids(filterBranchesByTags(branches, tagIds))).toEqual(expected);
  });
});

describe('branchCardState (§2: non-public branches shown inactive)', () => {
  it.each([
    [true, true, 'active'],
    [false, true, 'inactive'],
    [true, false, 'hidden'],
    [false, false, 'hidden'],
  ])('public %s, enabled %s → %s', (isPublic, isEnabled, expected) => {
    expect(branchCardState({ isPublic, isEnabled })).toBe(expected);
  });
});
