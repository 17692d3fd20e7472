import {
  type Branch,
  branchOpenStatus,
  formatCurrency,
  layoutMessages,
  pausedUntil,
  pricingMessages,
  type ServiceMode,
  widgetsMessages,
} from '@bestell/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadShopData, normalizeApiBase, orderableBranches, pickBranch, type ShopData } from '../shared/api';
import { useFocusTrap } from '../shared/focus-trap';
import { LoadFailed } from '../shared/load-failed';
import { orderingPaused, PausedNotice, useOnlinePause } from '../shared/online-pause';
import { usePromise } from '../shared/use-promise';
import { effectiveMode, linesTotal, pricedLines } from './cart-lines';
import { CartLinesList } from './cart-lines-list';
import { checkoutUrl, hostReturnUrl } from './checkout-url';
import { modeOptions } from './mode-options';
import { useCart, useSelectedBranch } from './use-cart';

export interface CartWidgetProps {
  apiBase?: string;
  branch?: string;
  /** The element's shadow root (given by r2wc): the panel is portalled to its end, above the badge's box. */
  container?: HTMLElement | ShadowRoot;
}

/**
 * `<bestell-cart api-base branch>` (issue 15 §1, §2, §8): a badge with the number of items; it opens the cart panel
 * (a modal dialog that keeps focus) with the items (amount, remove), the branch and delivery type, the total computed
 * by the domain and the checkout button to the hosted checkout.
 */
export function CartWidget(props: CartWidgetProps) {
  const apiBase = normalizeApiBase(props.apiBase);
  const data = usePromise(() => loadShopData(apiBase), apiBase);
  const selected = useSelectedBranch(apiBase);
  const branch = data.status === 'success' ? pickBranch(data.data.branches, selected ?? props.branch) : undefined;
  const { store, cart } = useCart(apiBase, branch?.identifier);
  const [open, setOpen] = useState(false);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const count = cart?.body.items.length ?? 0;
  const close = useCallback(() => {
    setOpen(false);
    badgeRef.current?.focus();
  }, []);
  return (
    <div className="root cart" part="cart">
      <button
        ref={badgeRef}
        type="button"
        className="badge"
        part="badge"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CartIcon />
        <span className="badge-label">{layoutMessages.cart}</span>{' '}
        <span className="badge-count" part="count" data-loaded={cart?.loaded ?? false}>
          {count}
        </span>
        <span className="visually-hidden"> {widgetsMessages.items}</span>
      </button>
      {open &&
        props.container &&
        createPortal(
          <CartPanel
            apiBase={apiBase}
            data={data}
            branch={branch}
            onBranch={(identifier) => store.selectBranch(identifier)}
            onClose={close}
          />,
          props.container,
        )}
    </div>
  );
}

function CartPanel({
  apiBase,
  data,
  branch,
  onBranch,
  onClose,
}: {
  apiBase: string;
  data: ReturnType<typeof usePromise<ShopData>>;
  branch: Branch | undefined;
  onBranch: (identifier: string) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, true, onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the panel closes it (Escape and the close button for keyboards)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes with Escape (useFocusTrap) and the close button
    <div
      className="root backdrop"
      part="backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={dialogRef} className="panel" part="panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="panel-head">
          <h2 id={titleId} className="panel-title">
            {pricingMessages.cartTitle}
          </h2>
          <button type="button" className="close" part="close" aria-label={widgetsMessages.closeCart} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {data.status === 'error' && <LoadFailed onRetry={data.retry} />}
        {data.status === 'pending' && <p aria-busy="true">{widgetsMessages.loading}</p>}
        {data.status === 'success' && branch && (
          <CartContent apiBase={apiBase} data={data.data} branch={branch} onBranch={onBranch} />
        )}
      </div>
    </div>
  );
}

function CartContent({
  apiBase,
  data,
  branch,
  onBranch,
}: {
  apiBase: string;
  data: ShopData;
  branch: Branch;
  onBranch: (identifier: string) => void;
}) {
  const { store, cart } = useCart(apiBase, branch.identifier);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [now] = useState(() => Date.now());
  const branchId = useId();
  const modeId = useId();
  const branches = orderableBranches(data.branches);
  const options = modeOptions(branch);
  const body = cart?.body;
  const mode = body ? effectiveMode(body, options, data.config.defaultDeliveryMethod) : null;
  const lines = body ? pricedLines(body.items, data.products, branch) : [];
  const total = linesTotal(lines);
  const currency = data.config.currency;
  const pause = useOnlinePause(apiBase, branch.id);
  const paused = pausedUntil(pause, Date.now()) !== null;
  const closed = paused || branchOpenStatus(branch, now).state === 'closed';
  const orderLabel = closed && branch.isPreorderEnabled ? pricingMessages.preorderNow : pricingMessages.orderNow;
  const unavailable = orderingPaused(branch, pause, Date.now());
  const empty = lines.length === 0;

  const checkout = async () => {
    setLeaving(true);
    setFailed(false);
    try {
      // The shown mode is the one the checkout should start with, also when the customer never touched the select.
      if (mode && body && effectiveMode(body, options, null) !== mode) store.setMode(branch.identifier, mode);
      const token = await store.checkout(branch.identifier);
      location.assign(checkoutUrl(apiBase, branch.identifier, token, hostReturnUrl(location.href)));
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  };

  return (
    <>
      {branches.length > 1 && (
        <div className="field">
          <label htmlFor={branchId}>{widgetsMessages.branch}</label>
          <select id={branchId} value={branch.identifier} onChange={(event) => onBranch(event.currentTarget.value)}>
            {branches.map((entry) => (
              <option key={entry.identifier} value={entry.identifier}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {options.length > 0 && (
        <div className="field">
          <label htmlFor={modeId}>{pricingMessages.deliveryType}</label>
          <select
            id={modeId}
            value={mode ?? ''}
            disabled={options.length <= 1}
            onChange={(event) => {
              const chosen = options.find((option) => option.mode === event.currentTarget.value);
              if (chosen) store.setMode(branch.identifier, chosen.mode as ServiceMode);
            }}
          >
            {options.map((option) => (
              <option key={option.mode} value={option.mode}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <PausedNotice branch={branch} pause={pause} now={Date.now()} />
      {empty ? (
        <p className="empty">{pricingMessages.emptyCart}</p>
      ) : (
        <CartLinesList
          lines={lines}
          currency={currency}
          onAmount={(index, amount) => store.setAmount(branch.identifier, index, amount)}
          onRemove={(index) => store.remove(branch.identifier, index)}
        />
      )}
      {!empty && (
        <p className="total" part="total">
          <span>{pricingMessages.total}</span>
          <span data-testid="cart-total">
            {total.approximate && `${pricingMessages.approximate} `}
            {formatCurrency(total.gross, currency)}
          </span>
        </p>
      )}
      {(failed || cart?.saveFailed) && (
        <p className="error" role="alert">
          {widgetsMessages.saveFailed}
        </p>
      )}
      <button
        type="button"
        className="button checkout"
        part="checkout-button"
        disabled={empty || leaving || unavailable}
        onClick={() => void checkout()}
      >
        {leaving ? pricingMessages.processing : orderLabel}
      </button>
    </>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.6l.9 2H21a1 1 0 0 1 .9 1.4l-3.4 7a2 2 0 0 1-1.8 1.1H8.1l-1 1.8V16h12v2H6a2 2 0 0 1-1.8-2.9l1.4-2.6L5.2 4Z"
      />
    </svg>
  );
}
