import { layoutMessages } from '@bestell/domain';
import { ResponsiveImage } from '../responsive-image';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import styles from './cards.module.css';

const columnSizes = '(min-width: 1024px) 380px, (min-width: 720px) 50vw, 100vw';

/** custom_home three columns: each with an optional image, a title, rich text and a link. */
export function ThreeColumns({ section }: { section: Section }) {
  const columns = section.columns ?? section.items ?? [];
  return (
    <>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <ul className={`${styles.grid} ${styles.three}`}>
        {columns.map((column, index) => {
          const link = linkOf(column.link, column.linkLabel);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
            <li key={index} className={styles.card}>
              {column.image && (
                <ResponsiveImage image={column.image} className={styles.cardImage} sizes={columnSizes} />
              )}
              {column.title && <h3>{column.title}</h3>}
              <RichText html={column.text} />
              {link?.url && (
                <SiteLink url={link.url} className={styles.more}>
                  {link.label || layoutMessages.learnMore}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
