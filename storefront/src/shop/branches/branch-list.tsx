import { useBranches, useConfig, useTags } from '@bestell/api-client';
import { type Id, layoutMessages, shopMessages } from '@bestell/domain';
import { useId, useState } from 'react';
import { useNow } from '../hooks/use-now';
import { BranchCard } from './branch-card';
import { filterBranches } from './branch-filter';
import styles from './branches.module.css';

/** Spec §2: tablet width (720 to 1023 px) scrolls the page to the search field. */
function scrollSearchIntoView(element: HTMLElement) {
  if (window.matchMedia?.('(min-width: 720px) and (max-width: 1023px)').matches) {
    element.scrollIntoView({ block: 'start' });
  }
}

/** Spec §2 Branch list: optional search ('PLZ / Ort') and tag filter, the count text and the empty-result text. */
export function BranchList() {
  const { data: config } = useConfig();
  const branches = useBranches();
  const tags = useTags();
  const now = useNow();
  const [term, setTerm] = useState('');
  const [tagIds, setTagIds] = useState<Id[]>([]);
  const searchId = useId();

  if (branches.isError) {
    return (
      <p role="alert" className={styles.error}>
        {branches.error.errors[0]?.message || layoutMessages.dataLoadFailed}
      </p>
    );
  }
  if (!branches.data) return null;
  const allTags = tags.data ?? [];
  const result = filterBranches(branches.data, term, tagIds, allTags);
  const usedTags = allTags.filter((tag) =>
    branches.data.some((branch) => branch.tags.some((ref) => ref.id === tag.id)),
  );

  return (
    <>
      {(config?.enablePluginSearch || config?.enablePluginTags) && (
        <search className={styles.filters}>
          {config.enablePluginSearch && (
            <div className={styles.search}>
              <label htmlFor={searchId} className={styles.visuallyHidden}>
                {shopMessages.searchBranches}
              </label>
              <input
                id={searchId}
                type="search"
                placeholder={layoutMessages.searchPlaceholder}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                onFocus={(event) => scrollSearchIntoView(event.currentTarget)}
                autoComplete="postal-code"
              />
            </div>
          )}
          {config.enablePluginTags && usedTags.length > 0 && (
            <fieldset className={styles.tags}>
              <legend className={styles.visuallyHidden}>{shopMessages.tagFilter}</legend>
              {usedTags.map((tag) => {
                const checked = tagIds.includes(tag.id);
                return (
                  <label key={tag.id} className={`${styles.tag} ${checked ? styles.tagOn : ''}`}>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        setTagIds((ids) => (checked ? ids.filter((id) => id !== tag.id) : [...ids, tag.id]))
                      }
                    />
                    {tag.name}
                  </label>
                );
              })}
            </fieldset>
          )}
        </search>
      )}
      <div aria-live="polite" className={styles.status}>
        {result.isFiltered && result.shown.length > 0 && (
          <p>{layoutMessages.branchesShown({ shown: result.shown.length, total: result.total })}</p>
        )}
        {result.shown.length === 0 && <p>{layoutMessages.noResults}</p>}
      </div>
      {result.shown.length > 0 && (
        <ul className={styles.list}>
          {result.shown.map((branch, index) => (
            <li key={branch.id}>
              <BranchCard branch={branch} now={now} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
