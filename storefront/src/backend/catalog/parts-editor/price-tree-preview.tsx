import {
  type ChosenPartValue,
  formatCurrency,
  type ItemPriceResult,
  isApproximateTotal,
  itemPrice,
  backofficeCatalogStructureMessages as m,
  parseAmount,
  pricingMessages,
  toPlainDecimalString,
  unitOptions,
} from '@bestell/domain';
import { useId, useState } from 'react';
import {
  TextField as AriaTextField,
  Button,
  Checkbox,
  CheckboxGroup,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';
import { optionPriceText } from './part-detail';
import { hasOptions } from './part-values';
import { currentChoices, type PreviewSource, toPreviewProduct } from './preview-product';
import styles from './price-tree-preview.module.css';

const NONE = '__none__';
const ownBranch = { identificationNumber: null };
const partnerBranch = { identificationNumber: 'preview' };

function safePrice(run: () => ItemPriceResult): ItemPriceResult | null {
  try {
    return run();
  } catch {
    // an option value that is not an amount yet
    return null;
  }
}

/**
 * The live price preview of the product form: the steps with their options as the shop offers them, an amount and a
 * unit, and the price the shop computes for that choice — the domain's `itemPrice`, the same call as the shop's
 * configurator and cart (approximate 'ca.' the same way too).
 */
export function PriceTreePreview({ source, currency = 'EUR' }: { source: PreviewSource; currency?: string }) {
  const headingId = useId();
  const [chosen, setChosen] = useState<ChosenPartValue[]>([]);
  const [amountText, setAmountText] = useState('1');
  const [unit, setUnit] = useState<string | null>(null);
  const [asPartner, setAsPartner] = useState(false);
  const product = toPreviewProduct(source);

  if (!product) {
    return (
      <section className={styles.preview} aria-labelledby={headingId} data-testid="price-preview">
        <h3 id={headingId} className={styles.heading}>
          {m.preview}
        </h3>
        <p className={styles.muted}>{m.previewNoPrice}</p>
      </section>
    );
  }

  const units = unitOptions(product);
  const chosenUnit = unit && units.some((option) => option.key === unit) ? unit : product.unit;
  const choices = currentChoices(product, chosen);
  const branch = asPartner ? partnerBranch : ownBranch;
  const amount = parseAmount(amountText);
  const result = safePrice(() =>
    itemPrice(product, { amount: toPlainDecimalString(amount), unit: chosenUnit, parts: choices }, branch),
  );
  const base = product.content.resellingPrice && asPartner ? product.content.resellingPrice : product.price;
  const approximate = isApproximateTotal([{ product, unit: chosenUnit }]);
  const setChoice = (index: number, value: ChosenPartValue) =>
    setChosen(product.config.parts.map((_, i) => (i === index ? value : (choices[i] ?? null))));
  const choiceParts = product.config.parts
    .map((part, index) => ({ part, index }))
    .filter((p) => hasOptions(p.part.type));

  return (
    <section className={styles.preview} aria-labelledby={headingId} data-testid="price-preview">
      <h3 id={headingId} className={styles.heading}>
        {m.preview}
      </h3>
      <p className={styles.muted}>{m.previewHint}</p>
      {choiceParts.length === 0 && <p className={styles.muted}>{m.previewNoChoices}</p>}
      {choiceParts.map(({ part, index }) =>
        part.type === 'select' ? (
          <RadioGroup
            key={`${index}-${part.name}`}
            className={styles.group}
            value={typeof choices[index] === 'string' ? (choices[index] as string) : NONE}
            onChange={(value) => setChoice(index, value === NONE ? null : value)}
          >
            <Label className={formStyles.label}>{part.name || m.unnamed}</Label>
            <Radio value={NONE} className={styles.choice}>
              <span className={styles.mark} aria-hidden="true" />
              {m.previewNoChoice}
            </Radio>
            {part.options.map((option) => (
              <Radio key={option.name} value={option.name} className={styles.choice}>
                <span className={styles.mark} aria-hidden="true" />
                {option.name || m.unnamed} <span className={styles.muted}>{optionPriceText(option)}</span>
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <CheckboxGroup
            key={`${index}-${part.name}`}
            className={styles.group}
            value={Array.isArray(choices[index]) ? (choices[index] as string[]) : []}
            onChange={(value) => setChoice(index, value)}
          >
            <Label className={formStyles.label}>{part.name || m.unnamed}</Label>
            {part.options.map((option) => (
              <Checkbox key={option.name} value={option.name} className={formStyles.checkbox}>
                <span className={formStyles.box} aria-hidden="true" />
                {option.name || m.unnamed} <span className={styles.muted}>{optionPriceText(option)}</span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        ),
      )}
      <div className={styles.amountRow}>
        <AriaTextField className={formStyles.field} value={amountText} onChange={setAmountText} inputMode="decimal">
          <Label className={formStyles.label}>{m.previewAmount}</Label>
          <Input className={formStyles.input} data-testid="preview-amount" />
        </AriaTextField>
        <Select className={formStyles.field} selectedKey={chosenUnit} onSelectionChange={(key) => setUnit(String(key))}>
          <Label className={formStyles.label}>{m.previewUnit}</Label>
          <Button className={formStyles.selectButton}>
            <SelectValue className={formStyles.selectValue} />
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className={formStyles.popover}>
            <ListBox className={formStyles.listbox}>
              {units.map((option) => (
                <ListBoxItem key={option.key} id={option.key} className={formStyles.option} textValue={option.label}>
                  {option.label}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      </div>
      {product.content.resellingPrice && (
        <Checkbox className={formStyles.checkbox} isSelected={asPartner} onChange={setAsPartner}>
          <span className={formStyles.box} aria-hidden="true" />
          {m.previewPartner}
        </Checkbox>
      )}
      <dl className={styles.result} aria-live="polite">
        <dt>{m.previewBasePrice}</dt>
        <dd>{formatCurrency(base, currency)}</dd>
        {result?.ok && (
          <>
            <dt>{m.previewUnitPrice}</dt>
            <dd data-testid="preview-unit-price">{formatCurrency(result.unitPrice, currency)}</dd>
            <dt>{m.previewTotal}</dt>
            <dd className={styles.total} data-testid="preview-total">
              {approximate && `${pricingMessages.approximate} `}
              {formatCurrency(result.gross, currency)}
            </dd>
          </>
        )}
      </dl>
      {!result?.ok && (
        <p className={formStyles.error} data-testid="preview-total" aria-live="polite">
          {m.previewInvalid}
        </p>
      )}
    </section>
  );
}
