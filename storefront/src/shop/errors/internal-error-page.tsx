import { layoutMessages } from '@bestell/domain';
import { useDocumentHead } from '../meta/document-head';

/**
 * Spec §2 Layout: '500 Internal Server Error'. Shown for a render error inside the layout (route error boundary),
 * so it must not depend on the data hooks that may have failed.
 */
export function InternalErrorPage() {
  useDocumentHead([{ tag: 'title', text: layoutMessages.internalErrorTitle }]);
  return (
    <section aria-labelledby="internal-error-title">
      <h1 id="internal-error-title">{layoutMessages.internalErrorTitle}</h1>
      <p>{layoutMessages.internalErrorText}</p>
    </section>
  );
}
