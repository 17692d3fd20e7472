import { cmsPagesMessages } from '@bestell/domain';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import { uploadPreviewUrl, uploadUrl } from '../upload-url';
import styles from './cards.module.css';

/** custom_home offers: file links (e.g. PDF price lists) with their preview image (spec §3 file previews). */
export function Offers({ section }: { section: Section }) {
  const items = section.items ?? [];
  return (
    <>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <RichText html={section.text} />
      <ul className={`${styles.grid} ${styles.three}`}>
        {items.map((item, index) => {
          const name = item.title ?? item.file?.name ?? '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
            <li key={index} className={styles.card}>
              {item.file ? (
                <a className={styles.fileLink} href={uploadUrl(item.file)} target="_blank" rel="noopener noreferrer">
                  <img
                    className={styles.preview}
                    src={uploadPreviewUrl(item.file)}
                    alt={cmsPagesMessages.filePreview({ name })}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.fileName}>{name}</span>
                </a>
              ) : (
                <h3>{name}</h3>
              )}
              <RichText html={item.text} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
