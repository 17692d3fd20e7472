import { useBranchTables } from '@bestell/api-client';
import { type Branch, dineInMessages, freeDeliveryHint, messages, type ServiceMode } from '@bestell/domain';
import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ModeOption } from '../cart/service-modes';
import dineInStyles from '../dine-in/dine-in.module.css';
import { readFixedTable } from '../dine-in/fixed-table';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';
import { FieldError, FieldLabel, useFieldError } from './form-field';

/**
 * Spec §2 Checkout delivery type select: takeaway, delivery, dine-in, as the branch enables. Takeaway reads
 * 'Abholung in {city}' as everywhere else in the shop (issue 14: the spec's word is 'Abholung', §1 and §2 Branch
 * storefront), not the 'Takeaway in {city}' of the spec's checkout line.
 */
export function ModeSelect({
  options,
  mode,
  onChange,
}: {
  options: readonly ModeOption[];
  mode: ServiceMode;
  onChange: (mode: ServiceMode) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{messages.pricing.deliveryType}</label>
      <select
        id={id}
        value={mode}
        disabled={options.length <= 1}
        onChange={(event) => {
          const chosen = options.find((option) => option.mode === event.target.value);
          if (chosen) onChange(chosen.mode);
        }}
      >
        {options.map((option) => (
          <option key={option.mode} value={option.mode}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Spec §2 Checkout delivery area select with §5 'Kostenlose Lieferung ab {amount}.' for the chosen area. */
export function DeliveryAreaField({ branch, currency }: { branch: Branch; currency: string }) {
  const { register, watch } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError('deliveryArea');
  const chosen = branch.deliveryAreas.find((area) => area.area === watch('deliveryArea'));
  const hint = chosen ? freeDeliveryHint(chosen, currency) : null;
  if (branch.deliveryAreas.length === 0) return null;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={messages.checkout.deliveryArea} required />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register('deliveryArea')}
      >
        {branch.deliveryAreas.map((area) => (
          <option key={area.area} value={area.area}>
            {area.area}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Spec §2 Checkout table select for dine-in: the branch's tables, with the hint that the number is in the middle of
 * the QR code on the table (or to choose takeaway and name the table in the comment).
 */
export function TableField({ branch }: { branch: Branch }) {
  // A table fixed by a scanned QR card (issue 24 point 3) is shown, not asked again.
  const [fixed] = useState(() => readFixedTable(branch.identifier));
  return fixed ? <FixedTable identifier={fixed} /> : <TableSelect branch={branch} />;
}

function FixedTable({ identifier }: { identifier: string }) {
  const { setValue, register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError('table');
  useEffect(() => {
    setValue('table', identifier, { shouldValidate: false });
  }, [identifier, setValue]);
  return (
    <div className={styles.field} data-testid="fixed-table">
      <p id={id} className={dineInStyles.fixedField}>
        {dineInMessages.fixedTable(identifier)}
      </p>
      <p className={styles.hint}>{dineInMessages.fixedTableHint}</p>
      <input type="hidden" {...register('table')} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function TableSelect({ branch }: { branch: Branch }) {
  const { register } = useFormContext<CheckoutValues>();
  const tables = useBranchTables(branch.id);
  const id = useId();
  const error = useFieldError('table');
  const own = (tables.data ?? []).filter((table) => table.branch.id === branch.id);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={messages.checkout.table} required />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-busy={tables.isPending || undefined}
        {...register('table')}
      >
        <option value="">{messages.checkout.choose}</option>
        {own.map((table) => (
          <option key={table.id} value={table.identifier}>
            {table.identifier}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        {messages.pricing.tableHint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
