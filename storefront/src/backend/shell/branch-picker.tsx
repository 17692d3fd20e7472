import { backofficeShellMessages as m } from '@bestell/domain';
import { useId } from 'react';
import { useBranchChoice } from './branch-choice';
import styles from './shell.module.css';

const ALL = 'all';

/**
 * The branch the board and the history show; an employee of one branch sees just its name. A native select on
 * purpose: the picker is part of the back-office's first load, and React Aria's Select would add about 56 KB gzip to
 * it (issue 12 budget: /backend first load ≤ 250 KB); a labelled native select is just as accessible.
 */
export function BranchPicker() {
  const { branch, setBranch, branches } = useBranchChoice();
  const id = useId();
  if (branches.length === 0) return null;
  const only = branches.length === 1 ? branches[0] : undefined;
  if (only) {
    return (
      <p className={styles.branchOnly}>
        <span className={styles.branchLabel}>{m.branchPicker}:</span> {only.name}
      </p>
    );
  }
  return (
    <div className={styles.branchPicker}>
      <label htmlFor={id} className={styles.branchLabel}>
        {m.branchPicker}
      </label>
      <select
        id={id}
        className={styles.select}
        value={branch === 'all' ? ALL : String(branch)}
        onChange={(event) => setBranch(event.target.value === ALL ? 'all' : Number(event.target.value))}
      >
        <option value={ALL}>{m.allBranches}</option>
        {branches.map((entry) => (
          <option key={entry.id} value={String(entry.id)}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
