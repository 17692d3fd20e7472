import { type Branch, branchCardState, filterBranchesByTags, type Id, searchBranches, type Tag } from '@bestell/domain';

export interface BranchFilterResult {
  shown: Branch[];
  /** Branches listed without any filter (disabled ones are never listed). */
  total: number;
  /** A search term or a tag is set: the count text is shown. */
  isFiltered: boolean;
}

/** Spec §2 Branch list: search (domain searchBranches) and tag filter over the listed branches. */
export function filterBranches(
  branches: readonly Branch[],
  term: string,
  tagIds: readonly Id[],
  tags: readonly Tag[],
): BranchFilterResult {
  const listed = branches.filter((branch) => branchCardState(branch) !== 'hidden');
  const shown = filterBranchesByTags(searchBranches(listed, term, tags), tagIds);
  return { shown, total: listed.length, isFiltered: term.trim() !== '' || tagIds.length > 0 };
}
