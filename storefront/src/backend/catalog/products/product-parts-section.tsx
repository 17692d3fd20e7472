import { backofficeProductsMessages as m } from '@bestell/domain';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { type EditablePart, PartsEditor, PriceTreePreview } from '../parts-editor';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-values';

/** The configurable steps (CATALOG-B's editor) and the live price preview computed as the shop computes it. */
export function ProductPartsSection() {
  const { control, setValue, formState } = useFormContext<ProductFormValues>();
  const [parts, price, unit, calculationModel, alternativeUnits, content, isPriceHidden] = useWatch({
    control,
    name: ['config.parts', 'price', 'unit', 'calculationModel', 'alternativeUnits', 'content', 'isPriceHidden'],
  });
  const value = (parts ?? []) as EditablePart[];
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionParts}</legend>
      <div className={styles.partsLayout}>
        <PartsEditor
          value={value}
          onChange={(next) => setValue('config.parts', next, { shouldDirty: true })}
          errorOf={(path) => {
            const error: { message?: string } | undefined = get(formState.errors, `config.parts.${path}`);
            return error?.message;
          }}
        />
        <PriceTreePreview
          source={{
            price,
            unit,
            calculationModel,
            alternativeUnits,
            resellingPrice: content?.resellingPrice,
            isPriceHidden,
            parts: value,
          }}
        />
      </div>
    </fieldset>
  );
}
