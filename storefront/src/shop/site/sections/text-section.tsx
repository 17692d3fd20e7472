import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import styles from './text-section.module.css';

/** custom_site text: type default (plain), a (on a tinted panel) or b (centred lead text). */
export function TextSection({ section }: { section: Section }) {
  const variant = section.variant === 'a' ? styles.a : section.variant === 'b' ? styles.b : styles.plain;
  return (
    <div className={`${styles.text} ${variant}`}>
      {section.title && <h2 className={styles.title}>{section.title}</h2>}
      <RichText html={section.text ?? section.body} />
    </div>
  );
}
