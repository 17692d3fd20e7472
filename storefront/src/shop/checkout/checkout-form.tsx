import { putServerCart, useApiClient, useOnlinePauses, usePlaceOrder } from '@bestell/api-client';
import {
  type Branch,
  checkoutSubmitMode,
  closedTexts,
  isTableRequired,
  messages,
  type Product,
  type PublicConfig,
  pausedClosedTexts,
  priceCart,
  requiredContactFields,
  type ServiceMode,
  submitModeDuringPause,
} from '@bestell/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { trackShopEvent } from '../analytics/analytics';
import { useCartStore } from '../cart/cart-context';
import type { KeyValueStorage } from '../cart/cart-store';
import type { Cart, StoredCartItem } from '../cart/cart-types';
import { toServerCart } from '../cart/server-cart-sync';
import { modeOptions } from '../cart/service-modes';
import { AppointmentField } from './appointment-field';
import { createAttemptKeys } from './attempt-key';
import { CartSummary } from './cart-summary';
import styles from './checkout.module.css';
import { type CheckoutRules, checkoutResolver } from './checkout-validation';
import { type CheckoutValues, emptyCheckoutValues, toPlacementBody } from './checkout-values';
import { AddressFields, ContactFields, DeliveryAddressFields } from './contact-fields';
import { DonationField } from './donation-field';
import { TextField } from './form-field';
import { clearCheckoutForm, loadCheckoutForm, saveCheckoutForm } from './form-storage';
import { LegalFields } from './legal-fields';
import { NotificationField, PaymentField } from './payment-field';
import { defaultPaymentMethod, paymentOptions } from './payment-options';
import { allowedReturnUrl } from './return-url';
import { ServerErrorList } from './server-error-list';
import { serverErrorsOf } from './server-errors';
import { DeliveryAreaField, ModeSelect, TableField } from './service-fields';
import { StepSection } from './step-section';
import { submitLabel } from './submit-label';

export interface CheckoutFormProps {
  branch: Branch;
  config: PublicConfig;
  /** The products the branch sells now (active menu, available). */
  products: readonly Product[];
  cart: Cart;
  mode: ServiceMode;
  now: number;
  /** 'shop': the /shop variant (Back returns to /shop, payment fixed to 'Bezahlen im Shop' without online methods). */
  variant: 'branch' | 'shop';
  paymentFailed: boolean;
  storage: KeyValueStorage | null;
  /** Full page navigation to the payment provider (tests pass a spy). */
  goToPayment?: (url: string) => void;
  /** The hand-off's `return` URL (issue 15): after placing, back to the host page when its origin is allowed. */
  returnUrl?: string | null;
  /** Full page navigation to the host page of a hand-off (tests pass a spy). */
  goToReturn?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

/** Spec §2 Checkout: the three steps, the summary and the submit, on the domain's rules and the API's answer. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { branch, config, products, cart, mode, now, variant, storage, goToPayment = assignLocation } = props;
  const { returnUrl = null, goToReturn = assignLocation } = props;
  const client = useApiClient();
  const store = useCartStore();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const keys = useRef(createAttemptKeys());
  const errorList = useRef<HTMLDivElement>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const currency = config.currency || 'EUR';
  const payment = paymentOptions(branch);
  const fixedPayment = variant === 'shop' && payment.length > 0 && !payment.some((option) => option.isOnline);

  const productOf = (item: StoredCartItem) => products.find((product) => product.id === item.product.id);
  const cartProducts = useMemo(
    () => cart.items.map((item) => products.find((product) => product.id === item.product.id)).filter((p) => !!p),
    [cart.items, products],
  );
  const rules: CheckoutRules = { branch, mode, now, products: cartProducts };
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const form = useForm<CheckoutValues>({
    defaultValues: loadCheckoutForm(
      storage,
      branch.identifier,
      emptyCheckoutValues(branch, defaultPaymentMethod(branch)),
    ),
    resolver: checkoutResolver(() => rulesRef.current),
    mode: 'onTouched',
  });
  const { watch, handleSubmit, setError, trigger, formState } = form;

  // Spec §3 Cart: the form is kept while the customer leaves via Back.
  useEffect(() => {
    const subscription = watch((values) => saveCheckoutForm(storage, branch.identifier, values as CheckoutValues));
    return () => subscription.unsubscribe();
  }, [watch, storage, branch.identifier]);

  // A changed mode changes the rules: re-check what was already checked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode changes
  useEffect(() => {
    if (formState.isSubmitted) void trigger();
  }, [mode]);

  const area = branch.deliveryAreas.find((entry) => entry.area === watch('deliveryArea')) ?? null;
  const priced = priceCart({
    lines: cart.items.flatMap((item) => {
      const product = productOf(item);
      return product ? [{ product, item }] : [];
    }),
    mode,
    branch,
    deliveryArea: area,
    currency,
  });
  const minimumMissing = priced.minimumOrder && !priced.minimumOrder.reached ? priced.minimumOrder : null;
  const pauses = useOnlinePauses();
  const pause = pauses.data?.find((entry) => entry.branch.id === branch.id) ?? null;
  const pausedTexts = pausedClosedTexts(branch, pause, now);
  const submitMode = submitModeDuringPause(checkoutSubmitMode(branch, now, mode === 'delivery'), branch, pause, now);
  const label = submitLabel(submitMode, placeOrder.isPending);
  const required = requiredContactFields({ mode, branch });
  const options = modeOptions(branch);
  const backPath = variant === 'shop' ? '/shop' : `/store/${encodeURIComponent(branch.identifier)}`;

  const showServerErrors = (error: unknown) => {
    const found = serverErrorsOf(error);
    setServerErrors(found.messages);
    for (const [field, message] of Object.entries(found.fields)) {
      setError(field as keyof CheckoutValues, { type: 'server', message });
    }
    window.scrollTo({ top: 0 });
    errorList.current?.focus();
  };

  const submit = handleSubmit(async (values) => {
    if (placeOrder.isPending) return;
    setServerErrors([]);
    const body = toPlacementBody(values, { branch, mode, items: cart.items });
    try {
      // Statistics (issue 26): a widget's hand-off carries its return address; /shop is the CMS shop page.
      const origin = returnUrl !== null ? 'widget' : variant === 'shop' ? 'shop-page' : 'storefront';
      const placed = await placeOrder.mutateAsync({ body, idempotencyKey: keys.current.keyFor(body), origin });
      keys.current.reset();
      trackShopEvent('purchase', branch.identifier);
      if (placed.paymentRedirectUrl) {
        // Spec §4: online payment goes to the provider's page (a full page navigation); the cart stays until paid.
        goToPayment(placed.paymentRedirectUrl);
        return;
      }
      clearCheckoutForm(storage, branch.identifier);
      const back = await allowedReturnUrl(client, returnUrl, placed);
      if (back) {
        // The host page's cart widget reads the server cart on return: empty it before leaving (the debounced save
        // of the cleared cart would be cut off by the navigation).
        await putServerCart(client, branch.identifier, toServerCart({ items: [], mode: null })).catch(() => undefined);
        goToReturn(back);
      } else navigate(`/status/${encodeURIComponent(placed.uid)}/${encodeURIComponent(placed.hash)}`);
      store.clear(branch.identifier);
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <FormProvider {...form}>
      <ServerErrorList ref={errorList} errors={serverErrors} paymentFailed={props.paymentFailed} />
      {/* Issue 14: closed now in this mode, without pre-orders: said before the form, not below it. */}
      {submitMode === 'unavailable' && (
        <div className={styles.notice} role="status" data-testid="checkout-closed">
          {(pausedTexts.length > 0
            ? pausedTexts
            : closedTexts(branch, now, mode === 'delivery' ? 'delivery' : 'branch')
          ).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
      <form noValidate onSubmit={submit} aria-label={messages.pricing.checkoutTitle}>
        <p className={styles.muted}>{messages.checkout.requiredNote}</p>
        <StepSection number={1} title={messages.pricing.stepGeneral}>
          <ModeSelect options={options} mode={mode} onChange={(next) => store.setMode(branch.identifier, next)} />
          {isTableRequired({ mode, branch }) && <TableField branch={branch} />}
          {mode === 'delivery' && <DeliveryAreaField branch={branch} currency={currency} />}
          <ContactFields required={required} smsHint={config.enablePluginSMS} />
          <AddressFields required={required.address} />
          {mode === 'delivery' && <DeliveryAddressFields />}
          <AppointmentField branch={branch} mode={mode} now={now} products={cartProducts} />
          <TextField name="comment" label={messages.checkout.comment} hint={messages.checkout.commentHint} multiline />
        </StepSection>
        <StepSection number={2} title={messages.pricing.stepReviewCart}>
          <CartSummary
            items={cart.items}
            productOf={productOf}
            priced={priced}
            currency={currency}
            onRemove={(index) => store.remove(branch.identifier, index)}
          />
          {minimumMissing && (
            <div className={styles.alert} role="alert">
              <p>{minimumMissing.notReachedMessage}</p>
              <p>{minimumMissing.addMoreMessage}</p>
            </div>
          )}
        </StepSection>
        <StepSection number={3} title={messages.pricing.stepPlaceOrder}>
          {config.enablePluginDonations && <DonationField currency={currency} />}
          <PaymentField options={payment} fixed={fixedPayment} />
          {config.enablePluginSMS && <NotificationField />}
          <LegalFields config={config} />
          <div className={styles.actions}>
            <Link className={styles.button} to={backPath}>
              {messages.pricing.back}
            </Link>
            {label && !minimumMissing && (
              <button type="submit" className={styles.primary} aria-disabled={placeOrder.isPending || undefined}>
                {label}
              </button>
            )}
          </div>
        </StepSection>
      </form>
    </FormProvider>
  );
}
