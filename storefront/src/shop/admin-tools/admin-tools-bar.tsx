import { type CurrentUser, useLogout } from '@bestell/api-client';
import { frontendToolsMessages as m } from '@bestell/domain';
import { Link } from 'react-router';
import styles from './admin-tools-bar.module.css';

/** The back-office screens the bar leads to (placeholders until the back-office work lands). */
export const adminToolLinks = [
  { href: '/backend/dashboard', label: m.dashboard },
  { href: '/backend/sites', label: m.sites },
  { href: '/backend/navigations', label: m.navigations },
  { href: '/backend', label: m.toBackend },
] as const;

function displayName(user: CurrentUser): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  return full === '' ? user.username : full;
}

/** Spec §6: links to back-end sites, dashboard, navigations, switching to the back-end, and logout. */
export function AdminToolsBar({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <nav className={styles.bar} aria-label={m.toolsBar}>
      <span className={styles.user}>{m.signedInAs({ name: displayName(user) })}</span>
      <ul className={styles.links}>
        {adminToolLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.logout}
        disabled={logout.isPending}
        onClick={() => logout.mutate(user.csrfToken)}
      >
        {logout.isPending ? m.loggingOut : m.logout}
      </button>
      {logout.isError && (
        <p role="alert" className={styles.error}>
          {m.logoutFailed}
        </p>
      )}
    </nav>
  );
}
