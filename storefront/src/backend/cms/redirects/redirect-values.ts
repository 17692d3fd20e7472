import type { redirectInputSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A redirect as the staff API answers it. */
export interface StaffRedirect {
  id: number;
  version: number;
  path: string;
  target: string;
  statusCode: number;
  isEnabled: boolean;
  updatedAt: string;
}

export type RedirectFormValues = z.input<typeof redirectInputSchema>;

export const redirectsPath = '/redirects';
export const redirectsListKey = ['staff', redirectsPath, 'list'] as const;

export function toRedirectValues(redirect: StaffRedirect | null): RedirectFormValues {
  return {
    path: redirect?.path ?? '',
    target: redirect?.target ?? '',
    statusCode: (redirect?.statusCode ?? 301) as RedirectFormValues['statusCode'],
    isEnabled: redirect?.isEnabled ?? true,
  };
}
