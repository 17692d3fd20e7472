import { messages } from '@bestell/domain';
import { PageMeta } from '../meta/page-meta';

/** Spec §2 Layout: unknown pages. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <PageMeta title={messages.layout.notFoundTitle} />
      <h1 id="not-found-title">{messages.layout.notFoundTitle}</h1>
      <p>{messages.layout.notFoundText}</p>
    </section>
  );
}
