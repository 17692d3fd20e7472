import { messages } from '@bestell/domain';

/**
 * Spec §2 Layout: '500 Internal Server Error'. Shown for a render error inside the layout (route error boundary),
 * so it must not depend on the data hooks that may have failed.
 */
export function InternalErrorPage() {
  return (
    <section aria-labelledby="internal-error-title">
      <title>{messages.layout.internalErrorTitle}</title>
      <h1 id="internal-error-title">{messages.layout.internalErrorTitle}</h1>
      <p>{messages.layout.internalErrorText}</p>
    </section>
  );
}
