import { lazy, Suspense } from 'react';
import type { ContactForm as ContactFormComponent } from '../contact-form/contact-form';
import { RichText } from '../rich-text';
import type { Section } from '../site-types';
import styles from './cards.module.css';

type ContactFormModule = { ContactForm: typeof ContactFormComponent };

// The form (react-hook-form, zod and the schema: ~40 KB gzip) is its own chunk, loaded only by pages that show it.
let loaded: ContactFormModule | null = null;
const load = () =>
  import('../contact-form/contact-form').then((module) => {
    loaded = module;
    return module;
  });
// The server render must not wait for it (one pass renders the page): its module is ready before the first request.
if (import.meta.env.SSR) void load();
const LazyContactForm = lazy(() => load().then((module) => ({ default: module.ContactForm })));

/** custom_site contact form section: a title, an intro text and the form (spec §2 Contact form section). */
export function ContactFormSection({ section }: { section: Section }) {
  // The same boundary on the server and in the browser; the browser hydrates the form when its chunk has arrived.
  const Form = loaded?.ContactForm ?? LazyContactForm;
  return (
    <div className={styles.stack}>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <RichText html={section.text} />
      <Suspense fallback={null}>
        <Form thankYou={section.thankYou} />
      </Suspense>
    </div>
  );
}
