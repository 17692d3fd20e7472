import { cmsPagesMessages } from '@bestell/domain';
import { imageUrl } from '@bestell/ui';
import { ResponsiveImage } from '../responsive-image';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import { uploadUrl } from '../upload-url';
import styles from './hero.module.css';

/** custom_home hero: a video (muted, looping) or an image, the title and a scroll-down link to the next section. */
export function Hero({ section, nextId }: { section: Section; nextId: string | null }) {
  const { video, image, title } = section;
  return (
    <div className={styles.hero}>
      {video ? (
        <video
          className={styles.media}
          src={uploadUrl(video)}
          poster={image ? imageUrl('medium', image) : undefined}
          autoPlay
          muted
          loop
          playsInline
        />
      ) : (
        image && <ResponsiveImage image={image} className={styles.media} priority alt="" />
      )}
      <div className={styles.overlay}>
        {title && <h1 className={styles.title}>{title}</h1>}
        <RichText html={section.text} className={styles.text} />
        {nextId && (
          <a className={styles.scrollDown} href={`#${nextId}`}>
            <span className={styles.hidden}>{cmsPagesMessages.scrollDown}</span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 16.6 4.7 9.3l1.4-1.4 5.9 5.9 5.9-5.9 1.4 1.4z" />
            </svg>
          </a>
        )}
      </div>
    </div>
  );
}
