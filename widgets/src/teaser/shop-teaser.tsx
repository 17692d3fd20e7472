import {
  type Branch,
  categorySlug,
  formatPriceLabel,
  layoutMessages,
  type Product,
  productPriceLabel,
  shopMessages,
  widgetsMessages,
} from '@bestell/domain';
import { useId, useState } from 'react';
import { useCart } from '../cart/use-cart';
import { firstSelection, increased } from '../shared/amount';
import { trackWidgetEvent } from '../shared/analytics';
import { loadShopData, normalizeApiBase, pickBranch, type ShopData, shopUrl } from '../shared/api';
import { LoadFailed } from '../shared/load-failed';
import { orderingPaused, PausedNotice, useOnlinePause } from '../shared/online-pause';
import { usePromise } from '../shared/use-promise';
import { needsChoices, teaserProducts } from './teaser-products';

export interface ShopTeaserProps {
  apiBase?: string;
  branch?: string;
  category?: string;
  limit?: number;
}

const DEFAULT_LIMIT = 4;

/**
 * `<bestell-shop-teaser api-base branch category limit>` (issue 15 §1): products of a branch (or one of its
 * categories) with their prices, 'In den Warenkorb' into the page's shared cart, and 'Zum Shop'.
 */
export function ShopTeaser(props: ShopTeaserProps) {
  const apiBase = normalizeApiBase(props.apiBase);
  const data = usePromise(() => loadShopData(apiBase), apiBase);
  const titleId = useId();
  return (
    <section className="root teaser" part="teaser" aria-labelledby={titleId}>
      {data.status === 'success' ? (
        <TeaserBody {...props} apiBase={apiBase} data={data.data} titleId={titleId} />
      ) : (
        <>
          <header className="teaser-head">
            <h2 id={titleId} className="teaser-title" part="heading">
              {widgetsMessages.teaserTitle}
            </h2>
          </header>
          {data.status === 'error' ? (
            <LoadFailed onRetry={data.retry} />
          ) : (
            <p className="teaser-state" aria-busy="true">
              {widgetsMessages.loading}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function TeaserBody({
  apiBase,
  branch: branchAttribute,
  category,
  limit,
  data,
  titleId,
}: ShopTeaserProps & { apiBase: string; data: ShopData; titleId: string }) {
  const branch = pickBranch(data.branches, branchAttribute);
  const [now] = useState(() => Date.now());
  const { store } = useCart(apiBase, branch?.identifier);
  const [notice, setNotice] = useState('');
  const pause = useOnlinePause(apiBase, branch?.id);
  if (!branch) return <p className="teaser-state">{widgetsMessages.noProducts}</p>;
  const shown = teaserProducts(data, branch, category, limit ?? DEFAULT_LIMIT, now);
  const shopLink = shown.category
    ? shopUrl(apiBase, `/shop/${shown.category.id}/${categorySlug(shown.category.name)}`)
    : shopUrl(apiBase, `/store/${encodeURIComponent(branch.identifier)}`);
  const add = (product: Product) => {
    const first = firstSelection(product);
    store.add(
      branch.identifier,
      { product: product.id, amount: first.amount, unit: first.unit, parts: [] },
      (current) => increased(product, first.unit, current),
    );
    trackWidgetEvent(apiBase, 'add-to-cart', branch.identifier);
    setNotice(widgetsMessages.added({ name: product.name }));
  };
  return (
    <>
      <header className="teaser-head">
        <h2 id={titleId} className="teaser-title" part="heading">
          {shown.category?.name ?? widgetsMessages.teaserTitle}
        </h2>
        <a className="link-button" part="shop-link" href={shopLink}>
          {layoutMessages.shopButton}
        </a>
      </header>
      <PausedNotice branch={branch} pause={pause} now={Date.now()} />
      {shown.products.length === 0 ? (
        <p className="teaser-state">{widgetsMessages.noProducts}</p>
      ) : (
        <ul className="tiles">
          {shown.products.map((product) => (
            <TeaserTile
              key={product.id}
              apiBase={apiBase}
              product={product}
              branch={branch}
              currency={data.config.currency}
              paused={orderingPaused(branch, pause, Date.now())}
              onAdd={add}
            />
          ))}
        </ul>
      )}
      <p className="notice" role="status" part="notice">
        {notice}
      </p>
    </>
  );
}

function TeaserTile({
  apiBase,
  product,
  branch,
  currency,
  paused,
  onAdd,
}: {
  apiBase: string;
  product: Product;
  branch: Branch;
  currency: string;
  /** Paused without pre-orders: nothing is offered for ordering. */
  paused: boolean;
  onAdd: (product: Product) => void;
}) {
  const label = productPriceLabel(product, branch, currency);
  const image = product.images[0];
  return (
    <li className="tile" part="tile" data-product-id={product.id}>
      <div className="tile-image" part="tile-image">
        {image && (
          <img
            src={`${apiBase}/image/small/${image.id}-${image.version}.${image.extension}`}
            alt=""
            width="320"
            height="200"
            decoding="async"
          />
        )}
      </div>
      <h3 className="tile-name" part="tile-name">
        {product.name}
      </h3>
      <p className="tile-price" part="tile-price">
        {label ? formatPriceLabel(label) : '\u00a0'}
      </p>
      {needsChoices(product) ? (
        <a
          className="button secondary"
          part="choose-button"
          href={shopUrl(apiBase, `/shop?item=${product.id}`)}
          aria-label={widgetsMessages.chooseProduct({ name: product.name })}
        >
          {widgetsMessages.choose}
        </a>
      ) : (
        <button
          type="button"
          className="button"
          part="add-button"
          disabled={paused}
          aria-label={widgetsMessages.addProduct({ name: product.name })}
          onClick={() => onAdd(product)}
        >
          {shopMessages.addToCart}
        </button>
      )}
    </li>
  );
}
