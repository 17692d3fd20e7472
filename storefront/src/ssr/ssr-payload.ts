import type { DehydratedState } from '@tanstack/react-query';
import type { RenderEnv } from './render-env';

/** The id of the `<script type="application/json">` that carries the payload of a server-rendered page. */
export const SSR_PAYLOAD_ID = 'ssr-state';

/** What the server hands to the browser next to the HTML: its render environment and the query cache. */
export interface SsrPayload {
  env: RenderEnv;
  queries: DehydratedState;
}

/** JSON that is safe inside a <script> element (no "</script>", no HTML comment openers, no U+2028/9 issues). */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The payload of a server-rendered page, or null for the plain app shell (or a payload that does not parse). */
export function readPayload(doc: Document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as SsrPayload;
    return typeof payload?.env?.now === 'number' && payload.queries ? payload : null;
  } catch {
    return null;
  }
}
