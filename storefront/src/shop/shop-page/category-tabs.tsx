import { categorySlug, type Id, pricingMessages, shopMessages } from '@bestell/domain';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from './shop-page.module.css';

export function categoryPath(category: { id: Id; name: string } | null): string {
  return category ? `/shop/${category.id}/${categorySlug(category.name)}` : '/shop';
}

/** Spec §2 Shop page: 'Alle Artikel' plus one tab per category; a dropdown on mobile. */
export function CategoryTabs({
  categories,
  current,
}: {
  categories: readonly { id: Id; name: string }[];
  current: Id | null;
}) {
  const navigate = useNavigate();
  const selectId = useId();
  const entries = [{ id: null, name: pricingMessages.allItems }, ...categories];
  return (
    <>
      <nav className={styles.tabs} aria-label={shopMessages.categories}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id ?? 'all'}>
              <Link
                to={categoryPath(entry.id === null ? null : { id: entry.id, name: entry.name })}
                aria-current={entry.id === current ? 'page' : undefined}
                className={entry.id === current ? styles.tabCurrent : undefined}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.dropdown}>
        <label htmlFor={selectId}>{shopMessages.category}</label>
        <select
          id={selectId}
          value={current ?? ''}
          onChange={(event) => {
            const chosen = categories.find((category) => String(category.id) === event.target.value);
            navigate(categoryPath(chosen ?? null));
          }}
        >
          {entries.map((entry) => (
            <option key={entry.id ?? 'all'} value={entry.id ?? ''}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
