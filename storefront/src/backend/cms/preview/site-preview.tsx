import { backofficeCmsMessages as c, cmsPagesMessages, layoutMessages, shopMessages } from '@bestell/domain';
import { LightboxProvider } from '@bestell/ui';
import { useDeferredValue, useMemo } from 'react';
import { RichText } from '../../../shop/site/rich-text';
import { SectionList } from '../../../shop/site/section-list';
import siteStyles from '../../../shop/site/site.module.css';
import { bodyOf, type Site, sectionsOf } from '../../../shop/site/site-types';
import styles from './preview.module.css';

// The shop's sections open images in its lightbox; the preview gives them one (inert: it never opens).
const lightboxLabels = {
  dialog: shopMessages.lightbox,
  close: shopMessages.close,
  previous: shopMessages.previousImage,
  next: shopMessages.nextImage,
  position: shopMessages.imageOf,
};

export interface SitePreviewProps {
  /** The site as the API would store it (the editor's request body). */
  site: Omit<Site, 'id'>;
}

/**
 * The page as the shop renders it: the shop's own section components (storefront/src/shop/site), fed with the
 * editor's values while they are typed. It is inert — a preview takes no clicks, no focus and sends no form.
 */
export function SitePreview({ site }: SitePreviewProps) {
  const deferred = useDeferredValue(site);
  const shown: Site = useMemo(() => ({ id: 0, ...deferred }), [deferred]);
  return (
    <section className={styles.preview} aria-labelledby="site-preview-title" data-testid="site-preview">
      <h2 id="site-preview-title" className={styles.title}>
        {c.previewHeading}
      </h2>
      <p className={styles.hint}>{c.previewHint}</p>
      <div className={styles.frame} inert>
        <LightboxProvider labels={lightboxLabels}>
          <div className={siteStyles.page} data-site-page="">
            {!shown.isPublic && (
              <p className={siteStyles.draft} role="note">
                <span className={siteStyles.draftBadge}>{layoutMessages.draft}</span>
                {cmsPagesMessages.draftNotice}
              </p>
            )}
            {shown.type === 'default' ? (
              <article className={siteStyles.article}>
                <RichText html={bodyOf(shown)} />
              </article>
            ) : (
              <SectionList sections={sectionsOf(shown)} />
            )}
          </div>
        </LightboxProvider>
      </div>
    </section>
  );
}
