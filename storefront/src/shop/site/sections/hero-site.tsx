import { ResponsiveImage } from '../responsive-image';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import styles from './hero.module.css';

/** custom_site heroSite: type a centred, type b left-aligned; title, text and an optional image. */
export function HeroSite({ section }: { section: Section }) {
  const variant = section.variant === 'b' ? styles.variantB : styles.variantA;
  return (
    <div className={`${styles.heroSite} ${variant}`}>
      {section.image && <ResponsiveImage image={section.image} className={styles.heroSiteImage} priority />}
      {section.title && <h1>{section.title}</h1>}
      <RichText html={section.text} />
    </div>
  );
}
