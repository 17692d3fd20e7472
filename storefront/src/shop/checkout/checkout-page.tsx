import { useBranches } from '@bestell/api-client';
import { type Branch, checkoutSubmitMode, closedTexts, messages } from '@bestell/domain';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { serverCartSync } from '../../app/cart';
import { useBranchSelection } from '../branch-context';
import { useCart } from '../cart/cart-context';
import { effectiveMode, type ModeOption, modeOptions } from '../cart/service-modes';
import { useKeepValidCart } from '../cart/use-keep-valid-cart';
import { useServerCart } from '../cart/use-server-cart';
import { useBranchCatalog } from '../catalog/use-branch-catalog';
import { NotFoundPage } from '../errors/not-found-page';
import { useConfigWithLegalTexts } from '../hooks/use-config-with-legal-texts';
import { useNow } from '../hooks/use-now';
import { Loader } from '../layout/loader';
import { PageMeta } from '../meta/page-meta';
import { overridable } from '../overrides/overrides';
import styles from './checkout.module.css';
import { CheckoutForm } from './checkout-form';
import { RETURN_PARAM } from './return-url';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when the branch takes neither orders nor pre-orders now in any of the modes it offers. */
function closedForEveryMode(branch: Branch, options: readonly ModeOption[], now: number): boolean {
  return options.every((option) => checkoutSubmitMode(branch, now, option.mode === 'delivery') === 'unavailable');
}

/**
 * /store/{identifier}/checkout and /shop/{identifier}/checkout (spec §2 Checkout); with `paymentFailed` the
 * checkout_error route /…/checkout/error, which shows the payment-failed message above the same form.
 */
function DefaultCheckoutPage({
  variant = 'branch',
  paymentFailed = false,
}: {
  variant?: 'branch' | 'shop';
  paymentFailed?: boolean;
}) {
  const { identifier = '' } = useParams();
  const config = useConfigWithLegalTexts();
  const branches = useBranches();
  const { select } = useBranchSelection();
  const now = useNow(30_000);
  const branch = branches.data?.find((entry) => entry.identifier === identifier && entry.isPublic && entry.isEnabled);
  const catalog = useBranchCatalog(branch, now);
  const cart = useCart(identifier);
  useKeepValidCart(branch, catalog);
  // The checkout reads the server cart too (a new tab, or a cart handed off by a widget with ?cart={token}).
  const lookingAtServerCart = useServerCart(branch, catalog, serverCartSync);
  const [searchParams] = useSearchParams();

  useEffect(() => {
    if (branch) select(branch.identifier);
  }, [branch, select]);

  const failure = branches.error ?? config.error;
  if (failure) return <p role="alert">{failure.errors[0]?.message || messages.layout.dataLoadFailed}</p>;
  if (!branches.data || !config.data) return <Loader />;
  if (!branch) return <NotFoundPage />;

  const options = modeOptions(branch);
  const mode = effectiveMode(cart.mode, options, config.data.defaultDeliveryMethod);
  return (
    <div className={styles.page}>
      <PageMeta title={messages.layout.checkoutTitle} />
      <h1>{messages.pricing.checkoutTitle}</h1>
      {cart.items.length === 0 && lookingAtServerCart ? (
        <Loader />
      ) : cart.items.length === 0 ? (
        <>
          {paymentFailed && (
            <p role="alert" className={styles.alert}>
              {messages.errors.paymentFailed}
            </p>
          )}
          <p>{messages.pricing.emptyCartCheckout}</p>
          <Link to={`/store/${encodeURIComponent(branch.identifier)}`}>{messages.shop.backToStore}</Link>
        </>
      ) : catalog.status === 'error' ? (
        <p role="alert">{messages.layout.dataLoadFailed}</p>
      ) : catalog.status === 'pending' ? (
        <Loader />
      ) : mode === null ? (
        <p role="status">{messages.checkout.unavailable}</p>
      ) : closedForEveryMode(branch, options, now) ? (
        // Issue 14: a closed branch without pre-orders says so before the form, not after it was filled in.
        <>
          <div className={styles.notice} role="status">
            {closedTexts(branch, now, 'branch').map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <Link to={`/store/${encodeURIComponent(branch.identifier)}`}>{messages.shop.backToStore}</Link>
        </>
      ) : (
        <CheckoutForm
          key={branch.identifier}
          branch={branch}
          config={config.data}
          products={catalog.orderable}
          cart={cart}
          mode={mode}
          now={now}
          variant={variant}
          paymentFailed={paymentFailed}
          storage={sessionStorageOrNull()}
          returnUrl={searchParams.get(RETURN_PARAM)}
        />
      )}
    </div>
  );
}

/** Spec §2 overridable area Checkout (docs/overrides.md). */
export const CheckoutPage = overridable('Checkout', DefaultCheckoutPage);
