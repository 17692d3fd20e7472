import { footerNavigationIdentifier } from '@bestell/domain';
import { NavigationEntries } from './navigation-list';
import { useNavigationLinks } from './use-navigation-links';

/** Spec §2 Layout footer: the entries of the CMS navigation 'footer-navigation' (none while loading or missing). */
export function FooterNavigationEntries() {
  const links = useNavigationLinks(footerNavigationIdentifier);
  return links ? <NavigationEntries links={links} /> : null;
}
