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
}

/** Runs the page's loader in a small stand-in of the browser and returns what it appends and its event hooks. */
function runLoader(html: string, { supportsLcp = true, visibility = 'visible', serverMarkup = true } = {}) {
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: Appended[] = [];
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
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Appended) => appended.push(element) },
    },
  });
  vm.runInContext(inline, context);
  return {
    appended,
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

  it('leaves a page without a module script as it is', () => {
    expect(deferModules('<head></head>')).toBe('<head></head>');
  });
});
