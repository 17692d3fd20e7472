import { cmsPagesMessages, layoutMessages } from '@bestell/domain';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import styles from './cards.module.css';

/** custom_site vacancies: each job with its text and a link, by default 'zur Bewerbung'. */
export function Vacancies({ section }: { section: Section }) {
  const items = section.items ?? [];
  return (
    <>
      <h2 className={styles.heading}>{section.title || cmsPagesMessages.vacancies}</h2>
      <RichText html={section.text} />
      <ul className={styles.list}>
        {items.map((item, index) => {
          const link = linkOf(item.link, item.linkLabel);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
            <li key={index} className={styles.row}>
              <div className={styles.rowText}>
                <h3>{item.title}</h3>
                <RichText html={item.text} />
              </div>
              {link?.url && (
                <SiteLink url={link.url} className={styles.button}>
                  {link.label || layoutMessages.applyNow}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
