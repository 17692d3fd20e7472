/**
 * The widgets' loader (`/widgets/loader.js`, stable URL, cached for at most a day). Until an element nears the
 * viewport nothing else is fetched: it reserves each element's space (no layout shift when it renders), watches the
 * elements already on the page and the ones a host app adds later, and imports the content-hashed element bundle
 * once the first one is within 300px of the viewport. The bundle defines the elements; the waiting ones upgrade.
 */
// The heights are the elements' own (styles/*.css :host min-height): the space stays the same when they render.
const reserved: Record<string, string> = {
  'bestell-shop-teaser': 'display:block!important;min-height:372px!important',
  'bestell-cart': 'display:inline-block!important;min-height:44px!important;min-width:190px!important',
  'bestell-order-status': 'display:block!important;min-height:300px!important',
};
const tags = Object.keys(reserved);
const selector = tags.join(',');

let requested = false;

function loadElements(): void {
  if (requested) return;
  requested = true;
  observer?.disconnect();
  mutations.disconnect();
  void import('./elements');
}

const observer =
  typeof IntersectionObserver === 'undefined'
    ? null
    : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadElements(), {
        rootMargin: '300px',
      });

function watch(element: Element): void {
  if (customElements.get(element.localName)) return;
  if (observer) observer.observe(element);
  else loadElements();
}

function scan(root: ParentNode): void {
  for (const element of root.querySelectorAll(selector)) watch(element);
}

const mutations = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (tags.includes(node.localName)) watch(node);
      scan(node);
    }
  }
});

if (!document.getElementById('bestell-widgets-reserve')) {
  const style = document.createElement('style');
  style.id = 'bestell-widgets-reserve';
  style.textContent = tags.map((tag) => `${tag}:not(:defined){${reserved[tag]}}`).join('');
  document.head.append(style);
}
mutations.observe(document.documentElement, { childList: true, subtree: true });
scan(document);
