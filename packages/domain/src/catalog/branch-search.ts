import type { Branch, Id, Tag } from '../entities/index.js';

export type SearchableBranch = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'>;

/** §2 Branch list: the search term split on commas and spaces, lower-cased, empty parts dropped. */
export function searchTerms(term: string): string[] {
  return term
    .toLocaleLowerCase('de')
    .split(/[\s,]+/)
    .filter((part) => part !== '');
}

function searchableText(branch: SearchableBranch, tagNames: ReadonlyMap<Id, string>): string[] {
  const tags = branch.tags.map((tag) => tagNames.get(tag.id) ?? '');
  return [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords ?? '', ...tags].map((text) =>
    text.toLocaleLowerCase('de'),
  );
}

/**
 * §2 Branch list search: matches name, street, city, zipCode, keywords and tag names, case-insensitively, by
 * substring. Decision: every term must match (AND) — each term may match a different field — so "wien 1030" narrows
 * to branches in Vienna's 3rd district instead of widening to all of Vienna. An empty term matches every branch.
 */
export function searchBranches<B extends SearchableBranch>(
  branches: readonly B[],
  term: string,
  tags: readonly Pick<Tag, 'id' | 'name'>[] = [],
): B[] {
  const terms = searchTerms(term);
  if (terms.length === 0) return [...branches];
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  return branches.filter((branch) => {
    const fields = searchableText(branch, tagNames);
    return terms.every((part) => fields.some((field) => field.includes(part)));
  });
}

/**
 * §2 Branch list tag filter. Decision: a branch must carry every selected tag (AND, like the search), so adding a tag
 * narrows the list. No selected tag keeps every branch.
 */
export function filterBranchesByTags<B extends Pick<Branch, 'tags'>>(
  branches: readonly B[],
  tagIds: readonly Id[],
): B[] {
  if (tagIds.length === 0) return [...branches];
  return branches.filter((branch) => tagIds.every((id) => branch.tags.some((tag) => tag.id === id)));
}

/**
 * §2 Branch list card state: a non-public branch is shown inactive; a disabled one is not listed (§6: visibility is
 * limited to enabled entries).
 */
export function branchCardState(branch: Pick<Branch, 'isPublic' | 'isEnabled'>): 'active' | 'inactive' | 'hidden' {
  if (!branch.isEnabled) return 'hidden';
  return branch.isPublic ? 'active' : 'inactive';
}
