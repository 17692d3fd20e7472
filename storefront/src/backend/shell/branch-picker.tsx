import { backofficeShellMessages as m } from '@bestell/domain';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useBranchChoice } from './branch-choice';
import styles from './shell.module.css';

const ALL = 'all';

/** The branch the board and the history show (React Aria Select); an employee of one branch sees just its name. */
export function BranchPicker() {
  const { branch, setBranch, branches } = useBranchChoice();
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
    <Select
      className={styles.branchPicker}
      selectedKey={branch === 'all' ? ALL : String(branch)}
      onSelectionChange={(key) => setBranch(key === ALL || key === null ? 'all' : Number(key))}
    >
      <Label className={styles.branchLabel}>{m.branchPicker}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox}>
          <ListBoxItem id={ALL} className={styles.option}>
            {m.allBranches}
          </ListBoxItem>
          {branches.map((entry) => (
            <ListBoxItem key={entry.id} id={String(entry.id)} textValue={entry.name} className={styles.option}>
              {entry.name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
