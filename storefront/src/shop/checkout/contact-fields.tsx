import { countries, messages, type RequiredContactFields } from '@bestell/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';
import { FieldError, FieldLabel, TextField, useFieldError } from './form-field';
import { PhoneInput } from './phone-input';

const m = messages.checkout;

/** Spec §2 Checkout contact: first and last name, phone with prefix picker, e-mail, optional company. */
export function ContactFields({ required, smsHint }: { required: RequiredContactFields; smsHint: boolean }) {
  const { register, watch } = useFormContext<CheckoutValues>();
  const isCompany = watch('isCompany');
  const companyId = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{m.contact}</legend>
      <div className={styles.check}>
        <input id={companyId} type="checkbox" {...register('isCompany')} />
        <label htmlFor={companyId}>{m.isCompany}</label>
      </div>
      {isCompany && (
        <div className={styles.grid}>
          <TextField name="companyName" label={m.companyName} autoComplete="organization" />
          <TextField name="vatNumber" label={m.vatNumber} />
        </div>
      )}
      <div className={styles.grid}>
        <TextField name="firstName" label={m.firstName} required autoComplete="given-name" />
        <TextField name="lastName" label={m.lastName} required autoComplete="family-name" />
        <PhoneInput required={required.phone} smsHint={smsHint} />
        <TextField name="email" label={m.email} type="email" required={required.email} autoComplete="email" />
      </div>
    </fieldset>
  );
}

function CountrySelect({ name, required }: { name: 'country' | 'deliveryCountry'; required: boolean }) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={m.country} required={required} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        {!required && <option value="">{m.choose}</option>}
        {countries.map((country) => (
          <option key={country} value={country}>
            {m.countryNames[country]}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Spec §2 Checkout address: street plus number, floor, stairway, door, PLZ, city, country (DE, LI, AT, CH). */
export function AddressFields({ required }: { required: boolean }) {
  return (
    <fieldset className={styles.group}>
      <legend>{m.address}</legend>
      <div className={styles.grid}>
        <TextField name="street" label={m.street} required={required} autoComplete="address-line1" />
        <TextField name="floor" label={m.floor} />
        <TextField name="stairway" label={m.stairway} />
        <TextField name="door" label={m.door} />
        <TextField name="zipCode" label={m.zipCode} required={required} autoComplete="postal-code" />
        <TextField name="city" label={m.city} required={required} autoComplete="address-level2" />
        <CountrySelect name="country" required={required} />
      </div>
    </fieldset>
  );
}

/** The optional separate delivery address (spec §2 Checkout), shown when the box is ticked. */
export function DeliveryAddressFields() {
  const { register, watch } = useFormContext<CheckoutValues>();
  const different = watch('isDeliveryAddressDifferent');
  const isCompany = watch('isDeliveryCompany');
  const differentId = useId();
  const companyId = useId();
  return (
    <>
      <div className={styles.check}>
        <input id={differentId} type="checkbox" {...register('isDeliveryAddressDifferent')} />
        <label htmlFor={differentId}>{m.isDeliveryAddressDifferent}</label>
      </div>
      {different && (
        <fieldset className={styles.group}>
          <legend>{m.deliveryAddress}</legend>
          <div className={styles.check}>
            <input id={companyId} type="checkbox" {...register('isDeliveryCompany')} />
            <label htmlFor={companyId}>{m.isDeliveryCompany}</label>
          </div>
          <div className={styles.grid}>
            {isCompany && <TextField name="deliveryCompanyName" label={m.companyName} />}
            <TextField name="deliveryFirstName" label={m.firstName} />
            <TextField name="deliveryLastName" label={m.lastName} />
            <TextField name="deliveryStreet" label={m.street} />
            <TextField name="deliveryFloor" label={m.floor} />
            <TextField name="deliveryStairway" label={m.stairway} />
            <TextField name="deliveryDoor" label={m.door} />
            <TextField name="deliveryZipCode" label={m.zipCode} />
            <TextField name="deliveryCity" label={m.city} />
            <CountrySelect name="deliveryCountry" required={false} />
          </div>
        </fieldset>
      )}
    </>
  );
}
