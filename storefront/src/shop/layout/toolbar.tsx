import { useBranches } from '@bestell/api-client';
import { type Branch, branchesToolbarText, branchToolbarStatus } from '@bestell/domain';
import { useNow } from '../hooks/use-now';
import styles from './toolbar.module.css';

/**
 * Spec §2 Layout, toolbar plugin: with a selected branch its name and 'Geöffnet bis {time}' (warning when closing
 * soon) or 'Geschlossen'; otherwise the count of open branches.
 */
export function Toolbar({ branch }: { branch: Branch | undefined }) {
  const now = useNow();
  const { data: branches } = useBranches();
  if (branch) {
    const status = branchToolbarStatus(branch, now);
    return (
      <div className={styles.toolbar} data-testid="toolbar">
        <div className={styles.inner}>
          <span>{branch.name}</span>
          <span className={styles[status.tone]}>{status.text}</span>
        </div>
      </div>
    );
  }
  if (!branches) return null;
  const active = branches.filter((entry) => entry.isPublic && entry.isEnabled);
  return (
    <div className={styles.toolbar} data-testid="toolbar">
      <div className={styles.inner}>
        <span>{branchesToolbarText(active, now)}</span>
      </div>
    </div>
  );
}
