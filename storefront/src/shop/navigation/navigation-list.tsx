import type { NavigationLink } from '@bestell/domain';
import { Link } from 'react-router';
import { overridable } from '../overrides/overrides';
import styles from './navigation.module.css';

/** The default of the overridable area NavigationItemLabel: the label plus the item's suffix. */
function DefaultNavigationItemLabel({ link }: { link: NavigationLink }) {
  return (
    <>
      {link.label}
      {link.suffix && (
        <>
          {' '}
          <span className={styles.suffix}>{link.suffix}</span>
        </>
      )}
    </>
  );
}

/** Spec §2 overridable area NavigationItemLabel (docs/overrides.md). */
export const NavigationItemLabel = overridable('NavigationItemLabel', DefaultNavigationItemLabel);

function NavigationEntry({ link, onNavigate }: { link: NavigationLink; onNavigate: (() => void) | undefined }) {
  return (
    <li>
      {link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          <NavigationItemLabel link={link} />
        </a>
      ) : (
        <Link to={link.href} onClick={onNavigate}>
          <NavigationItemLabel link={link} />
        </Link>
      )}
      {link.children.length > 0 && (
        <ul className={styles.children}>
          {link.children.map((child) => (
            <NavigationEntry key={child.key} link={child} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The entries of a CMS navigation (spec §2 Navigation items) as list items, children nested in their own list:
 * internal targets as router links, external links in a new tab with rel noopener. The caller owns the outer list.
 */
export function NavigationEntries({ links, onNavigate }: { links: NavigationLink[]; onNavigate?: () => void }) {
  return (
    <>
      {links.map((link) => (
        <NavigationEntry key={link.key} link={link} onNavigate={onNavigate} />
      ))}
    </>
  );
}
