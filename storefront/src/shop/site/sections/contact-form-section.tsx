import { ContactForm } from '../contact-form/contact-form';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import styles from './cards.module.css';

/** custom_site contact form section: a title, an intro text and the form (spec §2 Contact form section). */
export function ContactFormSection({ section }: { section: Section }) {
  return (
    <div className={styles.stack}>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <RichText html={section.text} />
      <ContactForm thankYou={section.thankYou} />
    </div>
  );
}
