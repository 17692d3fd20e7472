import type { Branch, NavigationLink, Product } from '@bestell/domain';
import type { ComponentType } from 'react';
import type { StoredCartItem } from '../cart/cart-types';
import type { Site } from '../site/site-types';

/** An area without props. */
export type NoProps = Record<never, never>;

/**
 * Spec §2 Layout, overridable UI areas: the name of each area and the props its component receives. docs/overrides.md
 * tells a deployment how to replace one.
 */
export interface AreaProps {
  /** The root frontend layout around every storefront page (header, main, footer, banners). */
  Frontend: NoProps;
  Header: NoProps;
  /** The content of a CMS page below its draft note: sections or the rich-text body. */
  SiteContent: { site: Site };
  /** The home page of the home-page plugin (/). */
  HomePage: NoProps;
  /** The text of a navigation entry (label and suffix) in header and footer. */
  NavigationItemLabel: { link: NavigationLink };
  /** The checkout page (/store/{id}/checkout, /shop/{id}/checkout and their /error routes). */
  Checkout: { variant?: 'branch' | 'shop'; paymentFailed?: boolean };
  /** One line of the cart (name, amount, chosen options, price); edit and remove stay around it. */
  CartItem: { item: StoredCartItem; product: Product | undefined; branch: Branch; currency: string };
  Footer: NoProps;
  /** Shown while a page's code or data is on its way. */
  Loader: NoProps;
}

export type AreaName = keyof AreaProps;

/** A replacement gets the area's props and the default component, to wrap it or to render something else. */
export type AreaOverride<K extends AreaName> = ComponentType<AreaProps[K] & { Default: ComponentType<AreaProps[K]> }>;

/** The replacements of a deployment: any subset of the areas. */
export type Overrides = { readonly [K in AreaName]?: AreaOverride<K> };
