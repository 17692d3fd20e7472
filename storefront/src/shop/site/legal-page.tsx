import { Markdown } from '@bestell/ui';
import { useEndOfHydrationHold } from '../../ssr/hydration-hold';
import { NotFoundPage } from '../errors/not-found-page';
import { useConfigWithLegalTexts } from '../hooks/use-config-with-legal-texts';
import { PageMeta } from '../meta/page-meta';
import { legalPages, legalText } from './legal-pages';
import styles from './site.module.css';

/** Spec §2: /site/terms-and-conditions, /site/privacy, /site/imprint, /site/allergens from the config texts. */
export function LegalPage({ path }: { path: string }) {
  useEndOfHydrationHold();
  const { data: config } = useConfigWithLegalTexts();
  if (!config) return null;
  const text = legalText(config, path);
  const page = legalPages[path];
  if (!text || !page) return <NotFoundPage />;
  return (
    <article className={styles.article} data-site-page="">
      <PageMeta title={page.title} />
      <Markdown text={text} />
    </article>
  );
}
