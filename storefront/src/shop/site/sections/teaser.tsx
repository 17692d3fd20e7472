import { layoutMessages } from '@bestell/domain';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import styles from './cards.module.css';
import { ImageButton } from './image-button';

/** custom_home teaser: an image that opens the lightbox, beside a title, text and a link. */
export function Teaser({ section }: { section: Section }) {
  const link = linkOf(section.link, section.linkLabel);
  const { image } = section;
  return (
    <div className={styles.teaser}>
      {image && (
        <ImageButton
          image={image}
          name={section.title ?? ''}
          gallery={[{ image, name: section.title ?? '' }]}
          index={0}
          sizes="(min-width: 720px) 50vw, 100vw"
        />
      )}
      <div className={styles.card}>
        {section.title && <h2 className={styles.heading}>{section.title}</h2>}
        <RichText html={section.text} />
        {link?.url && (
          <SiteLink url={link.url} className={styles.button}>
            {link.label || layoutMessages.learnMore}
          </SiteLink>
        )}
      </div>
    </div>
  );
}
