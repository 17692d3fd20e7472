import { useDonatees } from '@bestell/api-client';
import { DONATION_AMOUNT, type Donatee, formatCurrency, messages } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';

/** Case-insensitive search in the name and description; every word must match. */
export function filterDonatees(donatees: readonly Donatee[], term: string): Donatee[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  return donatees.filter((donatee) => {
    const text = `${donatee.name} ${donatee.description ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function DonateeDialog({
  donatees,
  selected,
  onClose,
  onConfirm,
}: {
  donatees: readonly Donatee[];
  selected: number | null;
  onClose: () => void;
  onConfirm: (id: number) => void;
}) {
  const [term, setTerm] = useState('');
  const [choice, setChoice] = useState<number | null>(selected);
  const searchId = useId();
  const listName = useId();
  const shown = filterDonatees(donatees, term);
  return (
    <Dialog
      open
      onClose={onClose}
      title={messages.checkout.chooseDonatee}
      closeLabel={messages.shop.close}
      footer={
        <button
          type="button"
          className={styles.primary}
          disabled={choice === null}
          onClick={() => {
            if (choice !== null) onConfirm(choice);
          }}
        >
          {messages.checkout.confirmDonatee}
        </button>
      }
    >
      <div className={styles.field}>
        <label htmlFor={searchId}>{messages.checkout.searchDonatee}</label>
        <input id={searchId} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <p role="status">{messages.errors.noDonateeFound}</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className={styles.visuallyHidden}>{messages.checkout.chooseDonatee}</legend>
          <ul className={styles.donatees}>
            {shown.map((donatee) => (
              <li key={donatee.id} className={styles.check}>
                <input
                  id={`${listName}-${donatee.id}`}
                  type="radio"
                  name={listName}
                  checked={choice === donatee.id}
                  onChange={() => setChoice(donatee.id)}
                />
                <label htmlFor={`${listName}-${donatee.id}`}>
                  <strong>{donatee.name}</strong>
                  {donatee.description && <span className={styles.muted}> – {donatee.description}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Dialog>
  );
}

/** Spec §2 Checkout donation section (donations plugin): a modal with search, list, select and confirm; 0,07 €. */
export function DonationField({ currency }: { currency: string }) {
  const { control } = useFormContext<CheckoutValues>();
  const { field } = useController({ control, name: 'donatee' });
  const donatees = useDonatees();
  const [open, setOpen] = useState(false);
  const amount = formatCurrency(DONATION_AMOUNT, currency);
  const chosen = donatees.data?.find((donatee) => donatee.id === field.value);
  return (
    <fieldset className={styles.group}>
      <legend>{messages.checkout.donation}</legend>
      <p>{messages.checkout.donationText({ amount })}</p>
      {chosen && <p role="status">{messages.checkout.donationFor({ name: chosen.name, amount })}</p>}
      <div className={styles.actions}>
        <button type="button" ref={field.ref} className={styles.button} onClick={() => setOpen(true)}>
          {chosen ? messages.checkout.changeDonatee : messages.checkout.chooseDonatee}
        </button>
        {chosen && (
          <button type="button" className={styles.button} onClick={() => field.onChange(null)}>
            {messages.checkout.removeDonatee}
          </button>
        )}
      </div>
      {open && (
        <DonateeDialog
          donatees={donatees.data ?? []}
          selected={field.value}
          onClose={() => setOpen(false)}
          onConfirm={(id) => {
            field.onChange(id);
            setOpen(false);
          }}
        />
      )}
    </fieldset>
  );
}
