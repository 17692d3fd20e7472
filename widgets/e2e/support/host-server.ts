import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from '../../../storefront/e2e/support/free-port';

export interface HostServer {
  origin: string;
  close(): Promise<void>;
}

const pages = new Set(['plain', 'reset', 'react', 'vue', 'lazy', 'bare']);
// Vue 3's browser build with the template compiler (the Vue host page compiles its template in the browser).
const vueBrowserBuild = createRequire(import.meta.url).resolve('vue/dist/vue.esm-browser.prod.js');

/**
 * A restaurant's website on another origin (127.0.0.1 on its own port): the host pages of e2e/hosts with the shop's
 * address filled in, the prebuilt React host app at /react-host.js and Vue 3 at /vue.js.
 */
export async function startHostServer(options: {
  hostsDir: string;
  reactBundle: string;
  apiBase: string;
  branch: string;
}): Promise<HostServer> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://host').pathname;
      if (path === '/react-host.js') {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(await readFile(options.reactBundle));
        return;
      }
      if (path === '/vue.js') {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(await readFile(vueBrowserBuild));
        return;
      }
      const name = /^\/(\w+)\.html$/.exec(path)?.[1];
      if (!name || !pages.has(name)) {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('not found');
        return;
      }
      const template = await readFile(join(options.hostsDir, `${name}.html`), 'utf8');
      const html = template.replaceAll('__API__', options.apiBase).replaceAll('__BRANCH__', options.branch);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(html);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
