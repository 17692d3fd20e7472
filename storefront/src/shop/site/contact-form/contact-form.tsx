import { ApiError, useApiClient } from '@bestell/api-client';
import {
  contactFormFileExtensions,
  contactFormMessages,
  contactFormSubjectGroups,
  contactSubjectFromQuery,
  layoutMessages,
} from '@bestell/domain';
import { useId, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { RichText } from '../rich-text';
import { ContactField, describedBy } from './contact-field';
import styles from './contact-form.module.css';
import { type ContactFormValues, failureMessage, sendContactForm } from './contact-form-request';

/**
 * Validation (Zod, the schema and its resolver: about 30 KB gzip) loads with the first check of the form (a blur or a
 * send), not with the page that shows the form (issue 22).
 */
const resolver: Resolver<ContactFormValues> = async (values, context, options) =>
  (await import('./contact-form-resolver')).contactFormResolver(values, context, options);

const fieldNames = ['subject', 'company', 'firstName', 'lastName', 'email', 'phone', 'comment', 'upload', 'privacy'];
const accept = contactFormFileExtensions.map((extension) => `.${extension}`).join(',');

/**
 * Spec §2 Contact form section (contract 1): subject dropdown in groups, pre-selected by `?anliegen=`, the contact
 * fields, files, the privacy checkbox and a hidden honeypot `website`; sent as multipart to POST /api/custom/forms.
 * After a failure the spec's message shows above the form and everything typed stays (§8).
 */
export function ContactForm({ thankYou }: { thankYou?: string | null }) {
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const id = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // `?anliegen=…` pre-selects the subject (spec §2), also in the server's HTML (`selected` below).
  const preselected = contactSubjectFromQuery(searchParams.get('anliegen')) ?? '';
  const form = useForm<ContactFormValues>({
    resolver,
    defaultValues: {
      subject: preselected as ContactFormValues['subject'],
      company: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      comment: '',
      upload: [],
      privacy: false,
      website: '',
    },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const errorOf = (name: FieldPath<ContactFormValues>): string | undefined => {
    const error = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], formState.errors);
    const message = (error as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContactForm(client, values);
      setSent(true);
    } catch (error) {
      setFailure(failureMessage(error));
      if (error instanceof ApiError) {
        for (const entry of error.errors) {
          const field = entry.field?.split(/[.[]/)[0];
          if (field && fieldNames.includes(field)) {
            setError(field as FieldPath<ContactFormValues>, { type: 'server', message: entry.message });
          }
        }
      }
    }
  });

  if (sent) {
    return (
      <div className={styles.success} role="status">
        {thankYou ? <RichText html={thankYou} /> : <p>{contactFormMessages.thankYouDefault}</p>}
      </div>
    );
  }

  const field = (name: 'company' | 'firstName' | 'lastName' | 'email' | 'phone') => `${id}-${name}`;
  const textInput = (
    name: 'company' | 'firstName' | 'lastName' | 'email' | 'phone',
    label: string,
    options: { required: boolean; type?: string; autoComplete: string },
  ) => {
    const error = errorOf(name);
    return (
      <ContactField id={field(name)} label={label} required={options.required} error={error}>
        <input
          id={field(name)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          aria-required={options.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field(name), false, error)}
          className={styles.input}
          {...register(name)}
        />
      </ContactField>
    );
  };

  const subjectError = errorOf('subject');
  const commentError = errorOf('comment');
  const uploadError = errorOf('upload') ?? errorOf('upload.0' as FieldPath<ContactFormValues>);
  const privacyError = errorOf('privacy');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting}>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <ContactField id={`${id}-subject`} label={contactFormMessages.subjectLabel} required error={subjectError}>
        <select
          id={`${id}-subject`}
          className={styles.input}
          aria-required
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={describedBy(`${id}-subject`, false, subjectError)}
          {...register('subject')}
        >
          <option value="">{contactFormMessages.subjectPlaceholder}</option>
          {contactFormSubjectGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                // Selected on the option itself: the server renderer does not carry a select's value into optgroups.
                <option key={option.value} value={option.value} selected={option.value === preselected || undefined}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </ContactField>
      {textInput('company', contactFormMessages.companyLabel, { required: false, autoComplete: 'organization' })}
      <div className={styles.pair}>
        {textInput('firstName', contactFormMessages.firstNameLabel, { required: true, autoComplete: 'given-name' })}
        {textInput('lastName', contactFormMessages.lastNameLabel, { required: true, autoComplete: 'family-name' })}
      </div>
      <div className={styles.pair}>
        {textInput('email', contactFormMessages.emailLabel, { required: true, type: 'email', autoComplete: 'email' })}
        {textInput('phone', contactFormMessages.phoneLabel, { required: true, type: 'tel', autoComplete: 'tel' })}
      </div>
      <ContactField
        id={`${id}-comment`}
        label={contactFormMessages.commentLabel}
        required
        hint={layoutMessages.maxWords}
        error={commentError}
      >
        <textarea
          id={`${id}-comment`}
          rows={6}
          className={styles.input}
          aria-required
          aria-invalid={commentError ? true : undefined}
          aria-describedby={describedBy(`${id}-comment`, true, commentError)}
          {...register('comment')}
        />
      </ContactField>
      <ContactField
        id={`${id}-upload`}
        label={contactFormMessages.uploadLabel}
        hint={contactFormMessages.uploadHint}
        error={uploadError}
      >
        <Controller
          control={control}
          name="upload"
          render={({ field: { onChange, onBlur, name, ref } }) => (
            <input
              id={`${id}-upload`}
              type="file"
              multiple
              accept={accept}
              name={name}
              ref={ref}
              onBlur={onBlur}
              onChange={(event) => onChange(Array.from(event.target.files ?? []))}
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={describedBy(`${id}-upload`, true, uploadError)}
              className={styles.file}
            />
          )}
        />
      </ContactField>
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            aria-required
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? `${id}-privacy-error` : undefined}
            {...register('privacy')}
          />
          <span>
            {contactFormMessages.privacyLabel}
            <span aria-hidden="true"> {contactFormMessages.requiredMarker}</span>
          </span>
        </label>
        {privacyError && (
          <p id={`${id}-privacy-error`} className={styles.error}>
            {privacyError}
          </p>
        )}
      </div>
      {/* The honeypot (contract 1): people never see it; a bot that fills it gets a success and nothing is sent. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? contactFormMessages.sending : contactFormMessages.submit}
      </button>
    </form>
  );
}
