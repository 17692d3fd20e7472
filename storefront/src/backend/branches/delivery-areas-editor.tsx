import { backofficeBranchesMessages as b, backofficeFormsMessages as f } from '@bestell/domain';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, DecimalField, MoneyField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import type { BranchFormValues } from './branch-form-values';
import styles from './branches.module.css';

function AreaRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<BranchFormValues>();
  const area = useWatch({ control, name: `deliveryAreas.${index}.area` });
  const free = useWatch({ control, name: `deliveryAreas.${index}.free` });
  const name = typeof area === 'string' && area.trim() !== '' ? area : b.areas.row(index + 1);
  return (
    <li className={styles.areaRow} data-testid="delivery-area-row">
      <TextField<BranchFormValues> name={`deliveryAreas.${index}.area`} label={b.areas.area} isRequired />
      <MoneyField<BranchFormValues>
        name={`deliveryAreas.${index}.price`}
        label={b.areas.price}
        isRequired
        isDisabled={free === true}
      />
      <DecimalField<BranchFormValues>
        name={`deliveryAreas.${index}.tax`}
        label={b.areas.tax}
        suffix={f.percent}
        isRequired
      />
      <MoneyField<BranchFormValues>
        name={`deliveryAreas.${index}.freeFromOrderValue`}
        label={b.areas.freeFromOrderValue}
      />
      <MoneyField<BranchFormValues>
        name={`deliveryAreas.${index}.minimumOrderValue`}
        label={b.areas.minimumOrderValue}
      />
      <div className={styles.areaFree}>
        <CheckboxField<BranchFormValues> name={`deliveryAreas.${index}.free`} label={b.areas.free} />
      </div>
      <Button className={`${formStyles.secondaryButton} ${styles.removeButton}`} onPress={onRemove}>
        <span aria-hidden="true">✕</span>
        <span className={styles.srOnly}>{b.areas.removeRow(name)}</span>
      </Button>
    </li>
  );
}

/** Delivery areas (spec §3): fee with its tax rate, free, free from an order value, minimum order value. */
export function DeliveryAreasEditor() {
  const { control } = useFormContext<BranchFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliveryAreas' });
  return (
    <div>
      {fields.length === 0 ? (
        <p className={styles.muted}>{b.areas.empty}</p>
      ) : (
        <ol className={styles.areaList}>
          {fields.map((field, index) => (
            <AreaRow key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </ol>
      )}
      <div className={styles.rowActions}>
        <Button
          className={formStyles.secondaryButton}
          onPress={() =>
            append(
              { area: '', price: '0.00', tax: '10', free: false, freeFromOrderValue: null, minimumOrderValue: null },
              { shouldFocus: false },
            )
          }
        >
          {b.areas.add}
        </Button>
      </div>
    </div>
  );
}
