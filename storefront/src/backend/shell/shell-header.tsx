import { type CurrentUser, useStaffLogout } from '@bestell/api-client';
import { backofficeShellMessages as m } from '@bestell/domain';
import { useNavigate } from 'react-router';
import { BranchPicker } from './branch-picker';
import styles from './shell.module.css';

interface ShellHeaderProps {
  user: CurrentUser;
  shopName: string | null;
  /** Whether the navigation is shown on narrow screens ('Menü', a disclosure button). */
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Shop name, branch picker, the signed-in user with 'Abmelden', and 'Menü' for the navigation on narrow screens. */
export function ShellHeader({ user, shopName, menuOpen, onToggleMenu }: ShellHeaderProps) {
  const navigate = useNavigate();
  const logout = useStaffLogout();
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
          onClick={onToggleMenu}
        >
          {m.openMenu}
        </button>
      </div>
    </header>
  );
}
