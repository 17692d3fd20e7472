import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import baseCss from '../styles/base.css?inline';
import { nextTask } from './next-task';

type AttributeType = 'string' | 'number' | 'boolean';

/** One parsed stylesheet per element type, shared by all its instances' shadow roots. */
function sheetOf(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${baseCss}\n${css}`);
  return sheet;
}

/**
 * Defines a custom element from a React component with @r2wc/react-to-web-component: an open shadow root with the
 * widget's styles inside (adopted stylesheet; a <style> where constructable sheets are missing), attributes as props
 * (`api-base` → apiBase). An element the loader found on the page before is upgraded in place.
 */
export async function defineElement<Props extends object>(
  name: string,
  component: ComponentType<Props>,
  props: Partial<Record<Extract<keyof Props, string>, AttributeType>>,
  css: string,
): Promise<void> {
  if (customElements.get(name)) return;
  // Parsing the styles and upgrading (rendering) the elements in two tasks: the host page's work runs between them.
  const sheet = sheetOf(css);
  await nextTask();
  if (customElements.get(name)) return;
  const Base = r2wc(component as ComponentType<Props & { container?: HTMLElement }>, {
    shadow: 'open',
    props: props as Record<string, AttributeType>,
  });
  class WidgetElement extends Base {
    constructor() {
      super();
      // r2wc counts an element as connected from its construction, so an upgrade rendered the widget once per
      // attribute and again when connected: now it renders once, when r2wc's connectedCallback marks it connected.
      markNotConnected(this);
      const root = this.shadowRoot;
      if (!root) return;
      if (sheet) {
        root.adoptedStyleSheets = [sheet];
      } else {
        const style = document.createElement('style');
        style.textContent = `${baseCss}\n${css}`;
        root.append(style);
      }
    }
  }
  customElements.define(name, WidgetElement);
}

/** r2wc's own mark of a connected element (a global symbol): while false, attribute changes only set props. */
const connectedMark = Symbol.for('r2wc.connected');

function markNotConnected(element: HTMLElement): void {
  (element as unknown as Record<symbol, boolean>)[connectedMark] = false;
}
