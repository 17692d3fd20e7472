import { backofficeProductsMessages as m } from '@bestell/domain';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DecimalField, SelectField, TextField } from '../../forms';
import { calculationModelOptions } from './product-choices';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-values';

/** Alternative units (spec §3): unit, ratio to the base unit, calculation model and their own min / max / step. */
export function ProductUnitsSection() {
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'alternativeUnits' });
  const units = useWatch({ control, name: 'alternativeUnits' }) ?? [];
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionUnits}</legend>
      {fields.length === 0 ? <p className={styles.muted}>{m.noUnits}</p> : null}
      {fields.map((field, index) => {
        const name = units[index]?.unit || m.unitNumber(index + 1);
        return (
          <fieldset key={field.id} className={styles.subsection} data-testid="alternative-unit">
            <legend>{m.unitNumber(index + 1)}</legend>
            <div className={styles.grid}>
              <TextField<ProductFormValues> name={`alternativeUnits.${index}.unit`} label={m.fieldUnit} isRequired />
              <DecimalField<ProductFormValues>
                name={`alternativeUnits.${index}.ratio`}
                label={m.fieldRatio}
                description={m.fieldRatioHelp}
                isRequired
              />
              <SelectField<ProductFormValues>
                name={`alternativeUnits.${index}.calculationModel`}
                label={m.fieldCalculationModel}
                options={calculationModelOptions}
              />
              <DecimalField<ProductFormValues>
                name={`alternativeUnits.${index}.minimumQuantity`}
                label={m.fieldMinimumQuantity}
              />
              <DecimalField<ProductFormValues>
                name={`alternativeUnits.${index}.maximumQuantity`}
                label={m.fieldMaximumQuantity}
              />
              <DecimalField<ProductFormValues>
                name={`alternativeUnits.${index}.quantityStepSize`}
                label={m.fieldQuantityStepSize}
              />
            </div>
            <Button className={styles.linkButton} onPress={() => remove(index)}>
              {m.removeUnit(name)}
            </Button>
          </fieldset>
        );
      })}
      <Button
        className={styles.secondaryButton}
        onPress={() =>
          append({
            unit: '',
            ratio: '',
            calculationModel: 'fixed',
            minimumQuantity: null,
            maximumQuantity: null,
            quantityStepSize: null,
          })
        }
      >
        {m.addUnit}
      </Button>
    </fieldset>
  );
}
