import { describe, expect, it } from 'vitest';
import { makeTestBranch } from '../../test/fixtures';
import { filterBranches } from './branch-filter';

const tags = [
  { id: 1, name: 'Bio', image: null },
  { id: 3, name: 'Café', image: null },
];
const wien = makeTestBranch({ id: 1, name: 'Wien', city: 'Wien', zipCode: '1070', tags: [{ id: 1 }] });
const graz = makeTestBranch({ id: 2, name: 'Graz', city: 'Graz', zipCode: '8010', tags: [{ id: 3 }] });
const linz = makeTestBranch({ id: 3, name: 'Linz', city: 'Linz', zipCode: '4020', tags: [{ id: 1 }], isPublic: false });
const off = makeTestBranch({ id: 4, name: 'Aus', city: 'Wien', isEnabled: false });
const all = [wien, graz, linz, off];

describe('filterBranches (spec §2 Branch list)', () => {
  it('lists public and non-public branches but never disabled ones, unfiltered', () => {
    const result = filterBranches(all, '', [], tags);
    expect(result.shown.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ total: 3, isFiltered: false });
  });

  it('searches by zip code, by tag name, and combines search and tags', () => {
    expect(filterBranches(all, '8010', [], tags).shown.map((b) => b.id)).toEqual([2]);
    expect(filterBranches(all, 'café', [], tags).shown.map((b) => b.id)).toEqual([2]);
    expect(filterBranches(all, 'wien, 1070', [], tags).shown.map((b) => b.id)).toEqual([1]);
    expect(filterBranches(all, '', [1], tags)).toMatchObject({ total: 3, isFiltered: true });
    expect(filterBranches(all, '', [1], tags).shown.map((b) => b.id)).toEqual([1, 3]);
    expect(filterBranches(all, 'linz', [1], tags).shown.map((b) => b.id)).toEqual([3]);
    expect(filterBranches(all, 'salzburg', [], tags).shown).toEqual([]);
  });

  it('counts a blank term as no filter', () => {
    expect(filterBranches(all, '   ', [], tags).isFiltered).toBe(false);
  });
});
