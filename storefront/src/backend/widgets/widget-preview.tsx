import { backofficeWidgetsMessages as w } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { type WidgetOptions, widgetAttributes, widgetTags } from './widget-snippet';
import styles from './widgets.module.css';

/** Where the widgets' loader is served (same origin as the back-office). */
export const loaderPath = '/widgets/loader.js';

type LoaderState = 'checking' | 'ready' | 'missing';

let loading: Promise<boolean> | null = null;

/**
 * Loads the loader once per page as a module script, after checking that it is there (an unknown path may answer
 * the app's HTML). Resolves false when it is missing or fails to load.
 */
function loadWidgetLoader(): Promise<boolean> {
  loading ??= fetch(loaderPath, { method: 'HEAD', credentials: 'same-origin' })
    .then((res) => res.ok && (res.headers.get('content-type') ?? '').includes('javascript'))
    .catch(() => false)
    .then(
      (found) =>
        found &&
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.type = 'module';
          script.src = loaderPath;
          script.dataset.bestellWidgets = '';
          script.onload = () => resolve(true);
          script.onerror = () => resolve(false);
          document.head.append(script);
        }),
    )
    .then((ok) => {
      if (!ok) loading = null;
      return ok;
    });
  return loading;
}

function useWidgetLoader(): LoaderState {
  const [state, setState] = useState<LoaderState>('checking');
  useEffect(() => {
    let active = true;
    void loadWidgetLoader().then((ok) => {
      if (active) setState(ok ? 'ready' : 'missing');
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** The chosen element, live, as the snippet would put it on a website (same origin: no CORS needed here). */
export function WidgetPreview({ shopUrl, options }: { shopUrl: string; options: WidgetOptions }) {
  const state = useWidgetLoader();
  const host = useRef<HTMLDivElement>(null);
  const needsOrder = options.kind === 'status' && (options.uid.trim() === '' || options.hash.trim() === '');
  const attributes = JSON.stringify(widgetAttributes(shopUrl, options));
  const tag = widgetTags[options.kind];
  const shown = state === 'ready' && !needsOrder;

  useEffect(() => {
    const container = host.current;
    if (!container || !shown) return;
    const element = document.createElement(tag);
    for (const [name, value] of JSON.parse(attributes) as [string, string][]) element.setAttribute(name, value);
    container.replaceChildren(element);
    return () => container.replaceChildren();
  }, [shown, tag, attributes]);

  return (
    <section className={styles.section} aria-labelledby="widget-preview">
      <h2 id="widget-preview" className={styles.sectionTitle}>
        {w.preview.title}
      </h2>
      <div className={styles.preview} data-testid="widget-preview" aria-busy={state === 'checking'}>
        {state === 'missing' && (
          <p className={styles.previewNote} role="note">
            {w.preview.unavailable}
          </p>
        )}
        {state === 'checking' && <p className={styles.previewNote}>{w.preview.loading}</p>}
        {state === 'ready' && needsOrder && <p className={styles.previewNote}>{w.preview.statusNeedsOrder}</p>}
        <div ref={host} hidden={!shown} />
      </div>
    </section>
  );
}
