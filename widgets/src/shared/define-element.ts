import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import baseCss from '../styles/base.css?inline';

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
export function defineElement<Props extends object>(
  name: string,
  component: ComponentType<Props>,
  props: Partial<Record<Extract<keyof Props, string>, AttributeType>>,
  css: string,
): void {
  if (customElements.get(name)) return;
  const Base = r2wc(component as ComponentType<Props & { container?: HTMLElement }>, {
    shadow: 'open',
    props: props as Record<string, AttributeType>,
  });
  const sheet = sheetOf(css);
  class WidgetElement extends Base {
    constructor() {
      super();
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
