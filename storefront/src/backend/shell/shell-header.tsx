import { type CurrentUser, useStaffLogout } from '@bestell/api-client';
import { backofficeShellMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { BranchPicker } from './branch-picker';
import type { NavItem } from './navigation';
import styles from './shell.module.css';

interface ShellHeaderProps {
  user: CurrentUser;
  shopName: string | null;
  items: NavItem[];
}

/** Shop name, branch picker, the signed-in user with 'Abmelden', and the navigation (a disclosure on phones). */
export function ShellHeader({ user, shopName, items }: ShellHeaderProps) {
  const navigate = useNavigate();
  const logout = useStaffLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // a followed link closes the phone menu
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <p className={styles.brand}>
          <a href="/">{shopName ?? m.backoffice}</a>
          <span className={styles.brandSub}>{m.backoffice}</span>
        </p>
        <BranchPicker />
        <div className={styles.user}>
          <span className={styles.userName}>{m.signedInAs({ name })}</span>
          <button
            type="button"
            className={styles.logout}
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(user.csrfToken, { onSettled: () => navigate('/backend/login', { replace: true }) })
            }
          >
            {m.logout}
          </button>
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="backend-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {m.openMenu}
        </button>
      </div>
      <nav
        id="backend-navigation"
        aria-label={m.mainNavigation}
        className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
      >
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className={styles.navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
