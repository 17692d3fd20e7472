import { layoutMessages } from '@bestell/domain';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section, type SiteImage } from '../site-types';
import styles from './cards.module.css';
import { ImageButton } from './image-button';

/** custom_site categories: an image (opens the lightbox), title, text and a link, by default 'Mehr erfahren'. */
export function Categories({ section }: { section: Section }) {
  const items = section.items ?? [];
  const gallery = items.flatMap((item) =>
    item.image ? [{ image: item.image as SiteImage, name: item.title ?? '' }] : [],
  );
  let imageIndex = 0;
  return (
    <>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <ul className={`${styles.grid} ${styles.three}`}>
        {items.map((item, index) => {
          const link = linkOf(item.link, item.linkLabel);
          const position = item.image ? imageIndex++ : -1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
            <li key={index} className={styles.card}>
              {item.image && (
                <ImageButton image={item.image} name={item.title ?? ''} gallery={gallery} index={position} />
              )}
              {item.title && <h3>{item.title}</h3>}
              <RichText html={item.text} />
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
