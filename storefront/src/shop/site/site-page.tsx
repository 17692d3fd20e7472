import { cmsPagesMessages, layoutMessages } from '@bestell/domain';
import { useEndOfHydrationHold } from '../../ssr/hydration-hold';
import { useResponseStatus } from '../../ssr/render-env';
import { InternalErrorPage } from '../errors/internal-error-page';
import { PageMeta } from '../meta/page-meta';
import { overridable } from '../overrides/overrides';
import { RichText } from './rich-text';
import { SectionList } from './section-list';
import styles from './site.module.css';
import { bodyOf, type Site, sectionsOf } from './site-types';
import { useHashScroll, usePageview } from './use-site-timings';

/** Spec §2 CMS page types by site type: custom_home and custom_site sections, the default rich-text body. */
export function SitePage({ site }: { site: Site | undefined }) {
  useEndOfHydrationHold();
  useHashScroll(site !== undefined);
  usePageview(site?.path);
  if (!site) return null;
  return (
    // data-site-page: the server inlines the CMS page styles into such a page (api/src/resources/pages/lazy-page-styles.ts).
    <div className={styles.page} data-site-page="">
      <PageMeta title={site.title || site.name} description={site.description} />
      {!site.isPublic && (
        <p className={styles.draft} role="note">
          <span className={styles.draftBadge}>{layoutMessages.draft}</span>
          {cmsPagesMessages.draftNotice}
        </p>
      )}
      <SiteContent site={site} />
    </div>
  );
}

function DefaultSiteContent({ site }: { site: Site }) {
  switch (site.type) {
    case 'custom_home':
    case 'custom_site':
      return <SectionList sections={sectionsOf(site)} />;
    case 'default':
      return (
        <article className={styles.article}>
          <RichText html={bodyOf(site)} />
        </article>
      );
    default:
      return <UnknownSiteType />;
  }
}

/** Spec §2 overridable area SiteContent (docs/overrides.md). */
const SiteContent = overridable('SiteContent', DefaultSiteContent);

/** Spec §2: an unknown CMS site type shows the 500 page, answered with HTTP 500 by the server render. */
function UnknownSiteType() {
  useResponseStatus(500);
  return <InternalErrorPage />;
}
