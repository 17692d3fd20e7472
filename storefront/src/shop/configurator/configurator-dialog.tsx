import {
  type Branch,
  formatCurrency,
  isApproximateTotal,
  itemPrice,
  type Product,
  pricingMessages,
  shopMessages,
  toPlainDecimalString,
  validateConfiguration,
} from '@bestell/domain';
import { Dialog, imageUrl, useLightbox } from '@bestell/ui';
import { useState } from 'react';
import type { StoredCartItem } from '../cart/cart-types';
import { AmountInput } from './amount-input';
import styles from './configurator.module.css';
import { type ConfiguratorState, initialConfiguration, toCartItem } from './configurator-state';
import { PartStep } from './part-step';

export interface ConfiguratorProps {
  product: Product;
  branch: Branch;
  currency: string;
  /** The cart line being edited; absent for a new one. */
  item?: StoredCartItem | undefined;
  onClose: () => void;
  onSave: (item: StoredCartItem) => void;
}

function ConfiguredPrice({
  product,
  branch,
  state,
  currency,
}: Omit<ConfiguratorProps, 'onClose' | 'onSave' | 'item'> & { state: ConfiguratorState }) {
  if (product.isPriceHidden) return null;
  const result = itemPrice(product, toCartItem(product, state), branch);
  if (!result.ok) return null;
  const approximate = isApproximateTotal([{ product, unit: state.unit }]);
  return (
    <p className={styles.price} aria-live="polite">
      <span className={styles.visuallyHidden}>{shopMessages.price}: </span>
      {approximate && `${pricingMessages.approximate} `}
      {formatCurrency(result.gross, currency)}
    </p>
  );
}

/**
 * Spec §2 Product configuration overlay: starts at step 0; step by step (back, next, save by the validity of the
 * current step; back on step 0 cancels) or all steps at once. Save adds the item or replaces the edited one.
 */
export function ConfiguratorDialog(props: ConfiguratorProps) {
  const { product, branch, currency, item, onClose, onSave } = props;
  const [state, setState] = useState(() => initialConfiguration(product, item));
  const [uploadNames, setUploadNames] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState<Set<number>>(() => new Set());
  const openLightbox = useLightbox();
  const parts = product.config.parts;
  const stepByStep = product.isStepByStep && parts.length > 0;
  const validity = validateConfiguration({ parts, values: state.values, amount: toPlainDecimalString(state.amount) });
  const currentValid = validity.steps[state.step]?.isValid ?? true;
  const isLast = !stepByStep || state.step >= parts.length - 1;
  const images = product.images.map((image) => ({ src: imageUrl('large', image), alt: image.alt || product.name }));

  const save = () => {
    if (!validity.isValid) {
      setAttempted(new Set(parts.map((_, index) => index)));
      return;
    }
    onSave(toCartItem(product, state));
  };

  const visibleSteps = stepByStep ? [state.step] : parts.map((_, index) => index);
  const footer = (
    <>
      {stepByStep ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => (state.step === 0 ? onClose() : setState({ ...state, step: state.step - 1 }))}
        >
          {state.step === 0 ? shopMessages.cancel : shopMessages.back}
        </button>
      ) : (
        <button type="button" className={styles.secondary} onClick={onClose}>
          {shopMessages.cancel}
        </button>
      )}
      {!isLast && (
        <button
          type="button"
          className={styles.primary}
          disabled={!currentValid}
          onClick={() => setState({ ...state, step: state.step + 1 })}
        >
          {shopMessages.next}
        </button>
      )}
      {isLast && (
        <button type="button" className={styles.primary} disabled={!validity.isValid} onClick={save}>
          {item ? shopMessages.saveChanges : shopMessages.addToCart}
        </button>
      )}
    </>
  );

  return (
    <Dialog open onClose={onClose} title={product.name} closeLabel={shopMessages.close} variant="sheet" footer={footer}>
      <div className={styles.head}>
        {images[0] && (
          <button
            type="button"
            className={styles.imageButton}
            onClick={() => openLightbox(images, 0)}
            aria-label={shopMessages.openImage({ name: product.name })}
          >
            <img src={imageUrl('small', product.images[0] ?? { id: 0, version: 0, extension: 'jpg' })} alt="" />
          </button>
        )}
        <div>
          {product.description && <p className={styles.description}>{product.description}</p>}
          <ConfiguredPrice product={product} branch={branch} state={state} currency={currency} />
        </div>
      </div>
      {stepByStep && (
        <p className={styles.stepOf}>{shopMessages.stepOf({ step: state.step + 1, total: parts.length })}</p>
      )}
      {visibleSteps.map((index) => {
        const part = parts[index];
        if (!part) return null;
        const step = validity.steps[index];
        return (
          <PartStep
            key={`${product.id}-${index}`}
            part={part}
            index={index}
            state={state}
            currency={currency}
            message={attempted.has(index) && step && !step.isValid ? step.message : null}
            onChange={(next) => {
              setState(next);
              setAttempted((set) => new Set(set).add(index));
            }}
            uploadNames={uploadNames}
            onUploadNames={setUploadNames}
          />
        );
      })}
      <AmountInput product={product} state={state} onChange={setState} />
      {validity.amountMessage && <p className={styles.error}>{validity.amountMessage}</p>}
    </Dialog>
  );
}
