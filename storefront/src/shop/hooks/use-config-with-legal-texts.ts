import { useConfig } from '@bestell/api-client';
import type { PublicConfig } from '@bestell/domain';
import { useEffect } from 'react';
import { hasDeferredLegalTexts } from '../../ssr/deferred-legal-texts';

/**
 * The config for what shows a legal text (legal pages, the checkout's terms): undefined until it holds the texts
 * themselves. A server-rendered page's payload leaves them out (ssr/deferred-legal-texts.ts); then they are loaded
 * here, when first needed, instead of re-rendering every page right after hydration.
 */
export function useConfigWithLegalTexts(): {
  data: PublicConfig | undefined;
  error: ReturnType<typeof useConfig>['error'];
} {
  const config = useConfig();
  const deferred = config.data !== undefined && hasDeferredLegalTexts(config.data);
  const { refetch } = config;
  useEffect(() => {
    if (deferred) void refetch();
  }, [deferred, refetch]);
  return { data: deferred ? undefined : config.data, error: config.error };
}
