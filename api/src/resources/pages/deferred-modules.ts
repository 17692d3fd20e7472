import { restoreDeferredImagesSource } from './deferred-images.js';

const entryScript = /<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[\w.-]+\.js)">/g;

/** Milliseconds after `load` when the modules start even if the browser reported no largest paint (yet). */
export const deferredModulesFallbackMs = 3000;

/**
 * The browser side of `deferModules` (plain ES2017, it runs as written): starts the app's modules (with their
 * preloads) once the page has loaded and its largest element has been painted, or when the browser cannot report
 * that paint, the tab is hidden, #root holds no server markup, or the fallback time after `load` has passed. The
 * entry module waits for the page's deferred style sheets (`<noscript data-css>`, critical-css.ts).
 */
const loaderSource = `(function (entry, modules, fallbackMs) {
  var loaded = false, started = false;
  ${restoreDeferredImagesSource}
  var painted = !(PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint');
  function start() {
    if (started || !loaded || !(painted || document.visibilityState === 'hidden')) return;
    started = true;
    // The lazy images held back until the first view was painted (deferred-images.ts).
    restoreDeferredImages();
    // The style sheets the page carries only the first view's rules of (critical-css.ts), whole, in their place: the
    // app starts once they have arrived, so nothing it renders is unstyled.
    var sheets = Array.prototype.map.call(document.querySelectorAll('noscript[data-css]'), function (noscript) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = noscript.getAttribute('data-css');
      noscript.after(sheet);
      return new Promise(function (done) {
        sheet.onload = sheet.onerror = done;
      });
    });
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    });
    function run() {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.append(script);
    }
    if (sheets.length === 0) run();
    else Promise.all(sheets).then(run);
  }
  if (!painted) {
    new PerformanceObserver(function () {
      painted = true;
      setTimeout(start, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  addEventListener('load', function () {
    loaded = true;
    // Nothing rendered on the server (an app shell): there is no first view to wait for.
    if (!document.querySelector('#root > *')) painted = true;
    start();
    setTimeout(function () {
      painted = true;
      start();
    }, fallbackMs);
  });
})`;

/**
 * A server-rendered page is readable without JavaScript, so the app's modules are asked for only after its first view
 * is complete (`load`, and the largest paint): its HTML, fonts and images get the whole connection, which paints the
 * page about a second earlier on a phone's slow network (bench:web, Lighthouse). Links work before hydration; a tap on
 * a button before it does nothing, as with any server-rendered page whose script is still on its way. Returns the
 * template unchanged when it has no module entry script.
 */
export function deferModules(template: string): string {
  const entry = entryScript.exec(template)?.[1];
  if (!entry) return template;
  const modules = [...template.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const call = `${loaderSource}(${JSON.stringify(entry)},${JSON.stringify(modules)},${deferredModulesFallbackMs})`;
  return template.replace(modulePreload, '').replace(entryScript, () => `<script>${call}</script>`);
}
