// The element bundle (content-hashed, immutable): the three widgets, defined once; the loader imports it when an
// element nears the viewport, and elements already on the page upgrade in place.
import { CartWidget } from './cart/cart-widget';
import { defineElement } from './shared/define-element';
import { nextTask } from './shared/next-task';
import { OrderStatus } from './status/order-status';
import cartCss from './styles/cart.css?inline';
import statusCss from './styles/status.css?inline';
import teaserCss from './styles/teaser.css?inline';
import { ShopTeaser } from './teaser/shop-teaser';

const definitions: (() => Promise<void>)[] = [
  () =>
    defineElement(
      'bestell-shop-teaser',
      ShopTeaser,
      { apiBase: 'string', branch: 'string', category: 'string', limit: 'number' },
      teaserCss,
    ),
  () => defineElement('bestell-cart', CartWidget, { apiBase: 'string', branch: 'string' }, cartCss),
  () =>
    defineElement('bestell-order-status', OrderStatus, { apiBase: 'string', uid: 'string', hash: 'string' }, statusCss),
];

// Defining an element upgrades and renders every one of its kind on the page: one definition per task, so the
// bundle's start is three short tasks, not one long one that would hold up the host page.
for (const define of definitions) {
  await nextTask();
  await define();
}
