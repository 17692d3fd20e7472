import { backofficeBranchesMessages as b } from '@bestell/domain';
import { CheckboxField } from '../forms';
import type { BranchFormValues } from './branch-form-values';
import styles from './branches.module.css';

const modes = [
  { key: 'Takeaway', label: b.fields.isTakeawayEnabled },
  { key: 'Delivery', label: b.fields.isDeliveryEnabled },
  { key: 'DineIn', label: b.fields.isDineInEnabled },
] as const;

const kinds = [
  { key: 'Email', label: b.requiredTable.email },
  { key: 'Phone', label: b.requiredTable.phone },
  { key: 'Address', label: b.requiredTable.address },
] as const;

type RequiredFlag = `is${(typeof modes)[number]['key']}${(typeof kinds)[number]['key']}Required`;

/** Which contact data the checkout asks for per mode (isDeliveryEmailRequired …), as a mode × data grid. */
export function RequiredFieldsTable() {
  return (
    <table className={styles.requiredTable}>
      <caption className={styles.srOnly}>{b.requiredTable.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{b.requiredTable.mode}</th>
          {kinds.map((kind) => (
            <th scope="col" key={kind.key}>
              {kind.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {modes.map((mode) => (
          <tr key={mode.key}>
            <th scope="row">{mode.label}</th>
            {kinds.map((kind) => {
              const name: RequiredFlag = `is${mode.key}${kind.key}Required`;
              return (
                <td key={kind.key}>
                  <CheckboxField<BranchFormValues>
                    name={name}
                    label={b.requiredTable.field(kind.label, mode.label)}
                    isLabelHidden
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
