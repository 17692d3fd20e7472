import type { PublicConfig } from '@bestell/domain';
import { messages } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';
import { FieldError, useFieldError } from './form-field';

const LegalMarkdown = lazy(() => import('./legal-markdown'));

interface LegalDocument {
  title: string;
  text: string | null;
  url: string | null;
}

/** The name of the document inside the checkbox label: a button opening the Markdown text, or a link to the URL. */
function DocumentReference({ document, onOpen }: { document: LegalDocument; onOpen: () => void }) {
  if (document.text) {
    return (
      <button type="button" className={styles.linkButton} onClick={onOpen}>
        {document.title}
      </button>
    );
  }
  if (document.url) {
    return (
      <a href={document.url} target="_blank" rel="noopener noreferrer">
        {document.title}
      </a>
    );
  }
  return <>{document.title}</>;
}

function LegalCheckbox({
  name,
  document,
  before,
  after,
}: {
  name: 'legalInstructions' | 'privacyPolicy';
  document: LegalDocument;
  before: string;
  after: string;
}) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        {/* A button or link inside a label is activated itself; it does not tick the box (HTML label rules). */}
        <label htmlFor={id}>
          {before}
          <DocumentReference document={document} onOpen={() => setOpen(true)} />
          {after}
          <span aria-hidden="true"> {messages.checkout.required}</span>
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {open && document.text && (
        <Dialog open onClose={() => setOpen(false)} title={document.title} closeLabel={messages.shop.close}>
          <div className={styles.markdown}>
            <Suspense fallback={null}>
              <LegalMarkdown text={document.text} />
            </Suspense>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/**
 * Spec §2 Checkout: checkboxes for the terms ('Allgemeine Geschäftsbedingungen') and privacy (Datenschutz), each
 * opening a Markdown modal when the text is configured, otherwise linking to the configured URL.
 */
export function LegalFields({ config }: { config: PublicConfig }) {
  const m = messages.checkout;
  return (
    <>
      <LegalCheckbox
        name="legalInstructions"
        document={{
          title: messages.pricing.termsAndConditions,
          text: config.termsAndConditionsText,
          url: config.termsAndConditions,
        }}
        before={m.acceptTermsBefore}
        after={m.acceptTermsAfter}
      />
      <LegalCheckbox
        name="privacyPolicy"
        document={{ title: messages.pricing.privacy, text: config.privacyPolicyText, url: config.privacyPolicy }}
        before={m.acceptPrivacyBefore}
        after={m.acceptPrivacyAfter}
      />
    </>
  );
}
