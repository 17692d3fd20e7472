import { backofficeProductsMessages as m } from '@bestell/domain';
import { ProductAiSuggestion } from '../../ai/product-suggestion';
import {
  type ChoiceOption,
  DecimalField,
  IntegerField,
  MoneyField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../forms';
import { calculationModelOptions, typeOptions } from './product-choices';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-values';

/** Name, UID, category, type, description, position. */
export function ProductGeneralSection({ categories }: { categories: readonly ChoiceOption[] }) {
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionGeneral}</legend>
      <div className={styles.grid}>
        <TextField<ProductFormValues> name="name" label={m.fieldName} isRequired />
        <TextField<ProductFormValues> name="uid" label={m.fieldUid} description={m.fieldUidHelp} isRequired />
        <SelectField<ProductFormValues> name="categoryId" label={m.fieldCategory} options={categories} allowEmpty />
        <SelectField<ProductFormValues> name="type" label={m.fieldType} options={typeOptions} isRequired />
        <IntegerField<ProductFormValues> name="position" label={m.fieldPosition} />
      </div>
      <TextAreaField<ProductFormValues> name="description" label={m.fieldDescription} rows={3} />
      <ProductAiSuggestion categories={categories} />
    </fieldset>
  );
}

/** Price, unit, calculation model (Fix / ca. / ab), reselling price, hidden price. */
export function ProductPriceSection() {
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionPrice}</legend>
      <div className={styles.grid}>
        <MoneyField<ProductFormValues> name="price" label={m.fieldPrice} isRequired />
        <TextField<ProductFormValues> name="unit" label={m.fieldUnit} description={m.fieldUnitHelp} isRequired />
        <SelectField<ProductFormValues>
          name="calculationModel"
          label={m.fieldCalculationModel}
          options={calculationModelOptions}
        />
        <MoneyField<ProductFormValues> name="content.resellingPrice" label={m.fieldResellingPrice} />
      </div>
      <SwitchField<ProductFormValues> name="isPriceHidden" label={m.fieldPriceHidden} />
    </fieldset>
  );
}

/** Minimum, maximum, step and default quantity, default unit. */
export function ProductQuantitiesSection() {
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionQuantities}</legend>
      <div className={styles.grid}>
        <DecimalField<ProductFormValues> name="minimumQuantity" label={m.fieldMinimumQuantity} />
        <DecimalField<ProductFormValues> name="maximumQuantity" label={m.fieldMaximumQuantity} />
        <DecimalField<ProductFormValues> name="quantityStepSize" label={m.fieldQuantityStepSize} />
        <DecimalField<ProductFormValues> name="defaultQuantity" label={m.fieldDefaultQuantity} />
        <TextField<ProductFormValues> name="defaultUnit" label={m.fieldDefaultUnit} />
      </div>
    </fieldset>
  );
}

/** Tax per mode (spec §9: delivery tax, takeaway, dine-in). */
export function ProductTaxSection() {
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionTax}</legend>
      <div className={styles.grid}>
        <DecimalField<ProductFormValues> name="tax" label={m.fieldTax} suffix="%" isRequired />
        <DecimalField<ProductFormValues> name="takeawayTax" label={m.fieldTakeawayTax} suffix="%" isRequired />
        <DecimalField<ProductFormValues> name="dineInTax" label={m.fieldDineInTax} suffix="%" isRequired />
      </div>
    </fieldset>
  );
}

/** Allergens: the short letters and the detailed HTML text. */
export function ProductAllergensSection() {
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionAllergens}</legend>
      <div className={styles.grid}>
        <TextField<ProductFormValues> name="allergens" label={m.fieldAllergens} description={m.fieldAllergensHelp} />
      </div>
      <TextAreaField<ProductFormValues> name="content.allergens" label={m.fieldContentAllergens} rows={3} />
    </fieldset>
  );
}
