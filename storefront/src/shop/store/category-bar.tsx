import { type Id, shopMessages } from '@bestell/domain';
import { useEffect, useState } from 'react';
import styles from './store.module.css';

/** Spec §2: the group whose top is above 25% of the window height is highlighted (the last such group). */
export function highlightedGroup(tops: readonly { id: Id; top: number }[], windowHeight: number): Id | null {
  let current: Id | null = null;
  for (const entry of tops) if (entry.top <= windowHeight * 0.25) current = entry.id;
  return current ?? tops[0]?.id ?? null;
}

export const groupElementId = (id: Id) => `category-${id}`;

/** Spec §2 Branch storefront: the optional category bar (config enablePluginCategoryBar) with scroll highlighting. */
export function CategoryBar({ categories }: { categories: readonly { id: Id; name: string }[] }) {
  const [current, setCurrent] = useState<Id | null>(categories[0]?.id ?? null);

  useEffect(() => {
    const update = () => {
      const tops = categories.flatMap((category) => {
        const element = document.getElementById(groupElementId(category.id));
        return element ? [{ id: category.id, top: element.getBoundingClientRect().top }] : [];
      });
      setCurrent(highlightedGroup(tops, window.innerHeight));
    };
    // The first reading after the next frame has been laid out: read at once (right after hydration, with the page's
    // whole style sheets just applied) it forces a layout of the whole page inside the app's start (issue 22: TBT).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [categories]);

  return (
    <nav className={styles.categoryBar} aria-label={shopMessages.categories}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${groupElementId(category.id)}`}
              aria-current={current === category.id ? 'true' : undefined}
              className={current === category.id ? styles.categoryCurrent : undefined}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(groupElementId(category.id));
                target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                target?.focus({ preventScroll: true });
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
