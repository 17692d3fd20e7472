import { type ApiClient, ApiError } from '@bestell/api-client';
import { type ContactFormInput, contactFormMessages } from '@bestell/domain';

/** The values of the form as the browser holds them (files as File objects). */
export type ContactFormValues = Omit<ContactFormInput, 'upload' | 'privacy'> & { upload: File[]; privacy: boolean };

/** Contract 1: POST /api/custom/forms as multipart/form-data; files under the repeated field `upload`. */
export function contactFormData(values: ContactFormValues): FormData {
  const data = new FormData();
  const text: [string, string | null | undefined][] = [
    ['subject', values.subject],
    ['company', values.company],
    ['firstName', values.firstName],
    ['lastName', values.lastName],
    ['email', values.email],
    ['phone', values.phone],
    ['comment', values.comment],
    ['privacy', values.privacy ? 'true' : 'false'],
    ['website', values.website ?? ''],
  ];
  for (const [name, value] of text) data.append(name, value ?? '');
  for (const file of values.upload) data.append('upload', file, file.name);
  return data;
}

export async function sendContactForm(client: ApiClient, values: ContactFormValues): Promise<void> {
  await client.request<{ id: number }>('/custom/forms', { method: 'POST', body: contactFormData(values) });
}

/** The message above the form after a failed send (spec §8): the server's first message, else the spec's text. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return error.errors[0]?.message || contactFormMessages.tooManyRequests;
    if (error.status === 422 || error.status === 413) return error.errors[0]?.message || contactFormMessages.failure;
  }
  return contactFormMessages.failure;
}
