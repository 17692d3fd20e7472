import type { PublicConfig } from '@bestell/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { legalTextKeys } from '../shop/site/legal-pages';

/**
 * Stands in a server-rendered page's payload for a configured legal text (AGB, privacy, imprint, allergens: about 2 KB
 * of brotli on every page, issue 22): the first view only asks whether a text is set (footer links, cookie banner),
 * and without them a page's HTML fits in a phone's first round trip. What shows a text reads the config through
 * `useConfigWithLegalTexts`, which loads it first.
 */
export const deferredLegalText = '[legal text deferred]';

/** True when `config` came from a payload without its legal texts. */
export function hasDeferredLegalTexts(config: PublicConfig): boolean {
  return legalTextKeys.some((key) => config[key] === deferredLegalText);
}

function isConfig(data: unknown): data is PublicConfig {
  return typeof data === 'object' && data !== null && legalTextKeys.every((key) => key in data);
}

/** The dehydrated query cache with each configured legal text of the config replaced by `deferredLegalText`. */
export function withoutLegalTexts(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const config = query.state.data;
      if (query.queryKey[0] !== 'config' || query.queryKey.length !== 1 || !isConfig(config)) return query;
      const slim: PublicConfig = { ...config };
      for (const key of legalTextKeys) if (config[key]?.trim()) slim[key] = deferredLegalText;
      return { ...query, state: { ...query.state, data: slim } };
    }),
  };
}
