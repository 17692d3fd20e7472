import { layoutMessages } from '@bestell/domain';
import { useResponseStatus } from '../../ssr/render-env';
import { PageMeta } from '../meta/page-meta';

/** Spec §2 Layout: unknown pages. */
export function NotFoundPage() {
  useResponseStatus(404);
  return (
    <section aria-labelledby="not-found-title">
      <PageMeta title={layoutMessages.notFoundTitle} />
      <h1 id="not-found-title">{layoutMessages.notFoundTitle}</h1>
      <p>{layoutMessages.notFoundText}</p>
    </section>
  );
}
