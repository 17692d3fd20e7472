import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import type { Section } from '../site-types';
import styles from './cards.module.css';

/** custom_home link section: a title, text and a row of links. */
export function LinkSection({ section }: { section: Section }) {
  const items = (section.items ?? []).flatMap((item) => {
    const url = typeof item.link === 'string' ? item.link : (item.link?.url ?? item.url);
    const label = (typeof item.link === 'object' && item.link?.label) || item.label || item.title;
    return url && label ? [{ url, label }] : [];
  });
  return (
    <>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <RichText html={section.text} />
      <ul className={styles.links}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
          <li key={index}>
            <SiteLink url={item.url} className={styles.linkButton}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
