import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { backofficeQueryClient } from './backoffice-query-client';

/** Sign-in and layout share the back-office's query client (the shop keeps its own). */
export function BackofficeProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={backofficeQueryClient}>{children}</QueryClientProvider>;
}
