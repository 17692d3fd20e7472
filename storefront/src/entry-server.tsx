// The server entry of the storefront (Vite SSR build, loaded by the API): renders the first view of a page to HTML
// with the API's own data, and hands the query cache to the browser, which hydrates the same tree (main.tsx).
import { createApiClient } from '@bestell/api-client';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { createCartStore } from './shop/cart/cart-store';
import { type HeadCollector, HeadCollectorProvider, headTagsHtml } from './shop/meta/document-head';
import { isLegalPath } from './shop/site/legal-pages';
import { AppProviders } from './ssr/app-providers';
import { withoutLegalTexts } from './ssr/deferred-legal-texts';
import { imagePreloadsHtml } from './ssr/image-preloads';
import { type RenderEnv, type ResponseStatus, ResponseStatusProvider, ServerRenderEnv } from './ssr/render-env';
import { renderToHtml } from './ssr/render-to-html';
import { serializePayload } from './ssr/ssr-payload';

export interface RenderRequest {
  /** Path and query of the page, e.g. "/store/wien-mariahilf". */
  url: string;
  env: RenderEnv;
  /** Answers the API calls of the render (the API passes an in-process one); a failed call leaves its data out. */
  fetch: typeof fetch;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** <title>, <meta> and <link> tags the page rendered (for <head>). */
  head: string;
  status: number;
  /** The payload script's content (JSON, safe inside <script>). */
  payload: string;
}

/** Most render passes: each pass may ask for data the previous one did not know it needed (e.g. the catalog). */
const MAX_PASSES = 4;

/**
 * Renders `url` to HTML: render, fetch what the render asked for, render again, until no new query waits. Queries
 * whose call fails are left out (they stay pending on the server and load in the browser, the same in both).
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const apiClient = createApiClient({ baseUrl: '', fetch: request.fetch });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  const cartStore = createCartStore({ storage: null });
  const tried = new Set<string>();
  const response: ResponseStatus = { status: 200 };
  let markup = '';
  const head: HeadCollector = { tags: [] };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    response.status = 200;
    head.tags = [];
    markup = await renderToHtml(
      <AppProviders apiClient={apiClient} queryClient={queryClient} cartStore={cartStore}>
        <HeadCollectorProvider collector={head}>
          <ServerRenderEnv env={request.env}>
            <ResponseStatusProvider value={response}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </ResponseStatusProvider>
          </ServerRenderEnv>
        </HeadCollectorProvider>
      </AppProviders>,
    );
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && !tried.has(query.queryHash) });
    // The last pass renders what the previous fetches brought; it fetches nothing (markup and data must agree).
    if (waiting.length === 0 || pass === MAX_PASSES - 1) break;
    await Promise.all(
      waiting.map(async (query) => {
        tried.add(query.queryHash);
        try {
          await query.fetch();
        } catch {
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }),
    );
  }
  // A legal page shows its text; every other page only needs to know which texts are set (deferred-legal-texts.ts).
  const queries = showsLegalText(request.url) ? dehydrate(queryClient) : withoutLegalTexts(dehydrate(queryClient));
  const payload = serializePayload({ env: request.env, queries });
  return { html: markup, head: imagePreloadsHtml(markup) + headTagsHtml(head.tags), status: response.status, payload };
}

/** True for the legal pages' paths (/site/privacy, …), matched as the router does (decoded, no outer slashes). */
function showsLegalText(url: string): boolean {
  const { pathname } = new URL(url, 'http://server-render.invalid');
  try {
    return isLegalPath(decodeURIComponent(pathname).replace(/^\/+|\/+$/g, ''));
  } catch {
    return true;
  }
}
