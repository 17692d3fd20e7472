import { ResponsiveImage } from '../responsive-image';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import styles from './parallax.module.css';

/**
 * Parallax: the image moves slower than the page while it scrolls by (a CSS scroll-driven animation, no script;
 * still where the browser lacks it or the visitor prefers reduced motion), with title and text on top.
 */
export function Parallax({ section }: { section: Section }) {
  return (
    <div className={styles.parallax}>
      {section.image && <ResponsiveImage image={section.image} className={styles.image} sizes="100vw" alt="" />}
      {(section.title || section.text) && (
        <div className={styles.content}>
          {section.title && <h2 className={styles.title}>{section.title}</h2>}
          <RichText html={section.text} />
        </div>
      )}
    </div>
  );
}
