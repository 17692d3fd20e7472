import { layoutMessages } from '@bestell/domain';

/**
 * Spec §2 Layout: '500 Internal Server Error'. Shown for a render error inside the layout (route error boundary),
 * so it must not depend on the data hooks that may have failed.
 */
export function InternalErrorPage() {
  return (
    <section aria-labelledby="internal-error-title">
      <title>{layoutMessages.internalErrorTitle}</title>
      <h1 id="internal-error-title">{layoutMessages.internalErrorTitle}</h1>
      <p>{layoutMessages.internalErrorText}</p>
    </section>
  );
}
