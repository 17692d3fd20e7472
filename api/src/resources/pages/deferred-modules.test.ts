import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferModules, deferredModulesFallbackMs } from './deferred-modules.js';

const template = `<head>
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-77aa.js">
    <link rel="modulepreload" crossorigin href="/assets/shop-12ab.js">
    <link rel="stylesheet" href="/assets/index.css">
  </head>`;

interface Appended {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  onload?: () => void;
}

/** Runs the page's loader in a small stand-in of the browser and returns what it appends and its event hooks. */
function runLoader(
  html: string,
  { supportsLcp = true, visibility = 'visible', serverMarkup = true, sheets = [] as string[] } = {},
) {
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: Appended[] = [];
  /** What the loader put after each `<noscript data-css>` (the whole style sheets). */
  const placed: Appended[] = [];
  const noscripts = sheets.map((href) => ({
    getAttribute: (name: string) => (name === 'data-css' ? href : null),
    after: (element: Appended) => placed.push(element),
  }));
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  let observer: (() => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = supportsLcp ? ['largest-contentful-paint'] : ['paint'];
    constructor(callback: () => void) {
      observer = callback;
    }
    observe() {}
  }
  const context = vm.createContext({
    PerformanceObserver: FakeObserver,
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      visibilityState: visibility,
      querySelector: (selector: string) => (selector === '#root > *' && serverMarkup ? {} : null),
      querySelectorAll: (selector: string) => (selector === 'noscript[data-css]' ? noscripts : []),
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Appended) => appended.push(element) },
    },
  });
  vm.runInContext(inline, context);
  return {
    appended,
    placed,
    load: () => listeners.get('load')?.(),
    paint: () => observer?.(),
    runTimers: () => {
      for (const timer of timers.splice(0)) timer();
    },
  };
}

describe('deferModules', () => {
  const html = deferModules(template);

  it('takes the module script and its preloads out of the page and leaves everything else', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(html).toContain(
      `("/assets/index-3f9a1c.js",["/assets/react-77aa.js","/assets/shop-12ab.js"],${deferredModulesFallbackMs})`,
    );
  });

  it('starts the modules only once the page has loaded and its largest element was painted', () => {
    const page = runLoader(html);
    page.paint();
    page.runTimers();
    expect(page.appended).toEqual([]);
    page.load();
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/react-77aa.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/shop-12ab.js' },
      { tag: 'script', type: 'module', src: '/assets/index-3f9a1c.js' },
    ]);
    page.runTimers();
    expect(page.appended).toHaveLength(3);
  });

  it('after load: waits for the paint, or for the fallback time when no paint is reported', () => {
    const painted = runLoader(html);
    painted.load();
    expect(painted.appended).toEqual([]);
    painted.paint();
    painted.runTimers();
    expect(painted.appended).toHaveLength(3);

    const neverPainted = runLoader(html);
    neverPainted.load();
    expect(neverPainted.appended).toEqual([]);
    neverPainted.runTimers();
    expect(neverPainted.appended).toHaveLength(3);
  });

  it('starts at load when the browser cannot report the largest paint, the tab is hidden or #root is empty', () => {
    const noLcp = runLoader(html, { supportsLcp: false });
    noLcp.load();
    expect(noLcp.appended).toHaveLength(3);
    const hidden = runLoader(html, { visibility: 'hidden' });
    hidden.load();
    expect(hidden.appended).toHaveLength(3);
    const appShell = runLoader(html, { serverMarkup: false });
    appShell.load();
    expect(appShell.appended).toHaveLength(3);
  });

  it('puts the whole style sheets of the critical CSS in their place and starts the app once they have loaded', async () => {
    const page = runLoader(html, { sheets: ['/assets/index-1.css', '/assets/shop-2.css'] });
    page.load();
    page.paint();
    page.runTimers();
    expect(page.placed.map(({ tag, rel, href }) => ({ tag, rel, href }))).toEqual([
      { tag: 'link', rel: 'stylesheet', href: '/assets/index-1.css' },
      { tag: 'link', rel: 'stylesheet', href: '/assets/shop-2.css' },
    ]);
    // The module preloads start at once; the entry waits for both sheets.
    expect(page.appended.map((element) => element.tag)).toEqual(['link', 'link']);
    page.placed[0]?.onload?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.appended).toHaveLength(2);
    page.placed[1]?.onload?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.appended[2]).toEqual({ tag: 'script', type: 'module', src: '/assets/index-3f9a1c.js' });
  });

  it('leaves a page without a module script as it is', () => {
    expect(deferModules('<head></head>')).toBe('<head></head>');
  });
});
