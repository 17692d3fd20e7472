import { layoutMessages } from '@bestell/domain';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import styles from './cards.module.css';

/**
 * custom_home link section: a title, text and a list of items, each with its title, text and link (labelled with
 * the link's label, by default 'Mehr erfahren').
 */
export function LinkSection({ section }: { section: Section }) {
  const items = (section.items ?? []).flatMap((item) => {
    const label = item.linkLabel ?? item.label;
    const link = linkOf(item.link, label) ?? linkOf(item.url, label);
    const title = item.title?.trim() ?? '';
    return title || item.text || link?.url ? [{ title, text: item.text, link }] : [];
  });
  return (
    <>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <RichText html={section.text} />
      <ul className={styles.list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
          <li key={index} className={styles.row} data-testid="link-section-item">
            <div className={styles.rowText}>
              {item.title && <h3>{item.title}</h3>}
              <RichText html={item.text} />
            </div>
            {item.link?.url && (
              <SiteLink url={item.link.url} className={styles.linkButton}>
                {item.link.label || layoutMessages.learnMore}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
