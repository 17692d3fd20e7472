import { backofficeShellMessages as m } from '@bestell/domain';
import { NavLink } from 'react-router';
import type { NavGroup } from './navigation';
import styles from './shell.module.css';

interface ShellNavigationProps {
  groups: NavGroup[];
  /** Phones and narrow windows: the navigation shows only after 'Menü'. */
  open: boolean;
}

/**
 * The main navigation: each group a heading with its list of links (all links stay in the page, so keyboard and
 * screen-reader users reach every area; each list is named by its group's heading). A side bar on wide screens.
 */
export function ShellNavigation({ groups, open }: ShellNavigationProps) {
  return (
    <nav
      id="backend-navigation"
      aria-label={m.mainNavigation}
      className={`${styles.nav} ${open ? styles.navOpen : ''}`}
    >
      <div className={styles.navGroups}>
        {groups.map((group) => {
          const headingId = `backend-navigation-${group.id}`;
          return (
            <div key={group.id} className={styles.navGroup}>
              <h2 id={headingId} className={styles.navGroupHeading}>
                {group.label}
              </h2>
              <ul className={styles.navList} aria-labelledby={headingId}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end ?? false} className={styles.navLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
