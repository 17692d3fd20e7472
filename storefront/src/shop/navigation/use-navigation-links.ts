import { useNavigations } from '@bestell/api-client';
import { type NavigationLink, navigationLinksOf } from '@bestell/domain';
import { useMemo } from 'react';

/** The visible links of the CMS navigation with this identifier; null while loading or when there is none. */
export function useNavigationLinks(identifier: string): NavigationLink[] | null {
  const { data: navigations } = useNavigations();
  return useMemo(() => navigationLinksOf(navigations, identifier), [navigations, identifier]);
}
