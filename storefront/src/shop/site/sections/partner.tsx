import { cmsPagesMessages } from '@bestell/domain';
import { ResponsiveImage } from '../responsive-image';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import styles from './cards.module.css';

/** custom_site partner: logos with names, each linking to the partner when a link is set. */
export function Partner({ section }: { section: Section }) {
  const items = section.items ?? [];
  return (
    <>
      <h2 className={styles.heading}>{section.title || cmsPagesMessages.partners}</h2>
      <RichText html={section.text} />
      <ul className={styles.partners}>
        {items.map((item, index) => {
          const name = item.name ?? item.title ?? '';
          const link = linkOf(item.link ?? item.url);
          const content = (
            <>
              {item.image && <ResponsiveImage image={item.image} className={styles.partnerLogo} sizes="160px" alt="" />}
              <span>{name}</span>
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
            <li key={index}>
              {link?.url ? (
                <SiteLink url={link.url} className={styles.partner}>
                  {content}
                </SiteLink>
              ) : (
                <div className={styles.partner}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
