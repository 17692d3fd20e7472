/** The three embeddable elements (contract 5) and the snippet a restaurant copies into its website. */
export type WidgetKind = 'teaser' | 'cart' | 'status';

export interface WidgetOptions {
  kind: WidgetKind;
  /** Branch identifier (teaser, cart); empty: the shop's default. */
  branch: string;
  /** Category id (teaser); empty: every category of the branch. */
  category: string;
  /** Products shown (teaser). */
  limit: number;
  /** Order uid and hash (status); empty: read from the host page's address. */
  uid: string;
  hash: string;
}

export const widgetTags: Record<WidgetKind, string> = {
  teaser: 'bestell-shop-teaser',
  cart: 'bestell-cart',
  status: 'bestell-order-status',
};

export const defaultWidgetOptions: WidgetOptions = {
  kind: 'teaser',
  branch: '',
  category: '',
  limit: 6,
  uid: '',
  hash: '',
};

/** The element's attributes for the options, in snippet order; empty options are left out. */
export function widgetAttributes(shopUrl: string, options: WidgetOptions): [string, string][] {
  const attributes: [string, string][] = [['api-base', shopUrl]];
  const add = (name: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed !== '') attributes.push([name, trimmed]);
  };
  if (options.kind === 'teaser' || options.kind === 'cart') add('branch', options.branch);
  if (options.kind === 'teaser') {
    add('category', options.category);
    add('limit', String(options.limit));
  }
  if (options.kind === 'status') {
    add('uid', options.uid);
    add('hash', options.hash);
  }
  return attributes;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<script type="module" src="{SHOP_URL}/widgets/loader.js" blocking="render"></script>` (render-blocking so the
 * loader reserves the elements' space before the first paint: no layout shift) and the chosen element with
 * `api-base="{SHOP_URL}"` and its options (contract 5).
 */
export function widgetSnippet(shopUrl: string, options: WidgetOptions): string {
  const base = shopUrl.replace(/\/+$/, '');
  const tag = widgetTags[options.kind];
  const attributes = widgetAttributes(base, options)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<script type="module" src="${escapeAttribute(base)}/widgets/loader.js" blocking="render"></script>\n<${tag}${attributes}></${tag}>`;
}
