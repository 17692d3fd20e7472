import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
/** A made-up origin the decoder page is served from (every request to it is answered from node_modules). */
const origin = 'http://pdf-decoder.test';

async function fileOf(specifier: string): Promise<Buffer> {
  return readFile(require.resolve(specifier));
}

/**
 * Every QR code of a PDF, page by page: pdfjs-dist renders each page to a canvas in Chromium and jsQR decodes the
 * page and its overlapping tiles. Real rendering and a real decoder: a code a phone could not read is not found.
 */
export async function decodePdfQrCodes(browser: Browser, pdf: Uint8Array): Promise<string[][]> {
  const context = await browser.newContext();
  try {
    const files: Record<string, { body: Buffer; type: string }> = {
      '/pdf.mjs': { body: await fileOf('pdfjs-dist/build/pdf.min.mjs'), type: 'text/javascript' },
      '/pdf.worker.mjs': { body: await fileOf('pdfjs-dist/build/pdf.worker.min.mjs'), type: 'text/javascript' },
      '/jsqr.js': { body: await fileOf('jsqr/dist/jsQR.js'), type: 'text/javascript' },
      '/': {
        // pdf.js is imported by the page itself (a dynamic import in evaluate() would be rewritten by vitest).
        body: Buffer.from(
          '<!doctype html><title>decoder</title><script src="/jsqr.js"></script><script type="module">' +
            "import * as pdfjs from '/pdf.mjs'; pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs'; window.pdfjsLib = pdfjs;" +
            '</script>',
        ),
        type: 'text/html',
      },
    };
    await context.route(`${origin}/**`, (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file
        ? route.fulfill({ status: 200, body: file.body, contentType: file.type })
        : route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => 'pdfjsLib' in window);
    return await page.evaluate(
      async ({ base64 }) => {
        type Found = { data: string };
        const decode = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => Found | null })
          .jsQR;
        const pdfjs = (window as unknown as { pdfjsLib: unknown }).pdfjsLib as {
          GlobalWorkerOptions: { workerSrc: string };
          getDocument: (src: { data: Uint8Array }) => {
            promise: Promise<{
              numPages: number;
              getPage: (n: number) => Promise<{
                getViewport: (o: { scale: number }) => { width: number; height: number };
                render: (o: {
                  canvas: HTMLCanvasElement;
                  canvasContext: CanvasRenderingContext2D;
                  viewport: unknown;
                }) => { promise: Promise<void> };
              }>;
            }>;
          };
        };
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const doc = await pdfjs.getDocument({ data: bytes }).promise;
        const pages: string[][] = [];
        for (let number = 1; number <= doc.numPages; number++) {
          const pdfPage = await doc.getPage(number);
          const viewport = pdfPage.getViewport({ scale: 2 });
          const canvas = document.createElement('canvas');
          canvas.width = Math.ceil(viewport.width);
          canvas.height = Math.ceil(viewport.height);
          const context2d = canvas.getContext('2d', { willReadFrequently: true });
          if (!context2d) throw new Error('no 2d canvas');
          await pdfPage.render({ canvas, canvasContext: context2d, viewport }).promise;
          // jsQR reads one code per image: the page is read whole and in tiles (2 × 2 and 3 × 3, overlapping).
          const codes = new Set<string>();
          for (const n of [1, 2, 3]) {
            const tileWidth = canvas.width / n;
            const tileHeight = canvas.height / n;
            for (let row = 0; row < n; row++) {
              for (let column = 0; column < n; column++) {
                const left = Math.max(0, Math.floor(column * tileWidth - tileWidth * 0.25));
                const top = Math.max(0, Math.floor(row * tileHeight - tileHeight * 0.25));
                const width = Math.min(canvas.width - left, Math.ceil(tileWidth * 1.5));
                const height = Math.min(canvas.height - top, Math.ceil(tileHeight * 1.5));
                const image = context2d.getImageData(left, top, width, height);
                const found = decode(image.data, width, height);
                if (found) codes.add(found.data);
              }
            }
          }
          pages.push([...codes]);
        }
        return pages;
      },
      { base64: Buffer.from(pdf).toString('base64') },
    );
  } finally {
    await context.close();
  }
}
