import { contactFormSchema, validationMessages } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ContactFormValues } from './contact-form-request';

// The schema also takes the multipart strings ('true'); the form holds a boolean and File objects.
const schemaResolver = zodResolver(contactFormSchema) as unknown as Resolver<ContactFormValues>;

/**
 * The schema's resolver, with the privacy checkbox's message in German: the schema accepts `true` or 'true' (a union),
 * and the resolver reports the union's first member ('Invalid input: expected true') instead of the union's message.
 */
export const contactFormResolver: Resolver<ContactFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (result.errors.privacy)
    result.errors.privacy = { ...result.errors.privacy, message: validationMessages.privacyNotAccepted };
  return result;
};
