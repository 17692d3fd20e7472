import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Middleware } from './local-server.js';
import { startDesk } from './start-desk.js';

const deskRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const usage = `npm run desk:web -- --shop-url URL --pairing-code CODE --printer HOST:PORT --data-dir DIR --port PORT
  [--paper 58|80] [--star] [--labels zpl|tspl] [--label-size 58x40] [--no-page]
The pairing code is needed only while DIR holds no credential; later runs resume from DIR.
Printer type, paper width, label printer and auto-print come from the device's settings in the back-office;
--paper, --star and --labels override them.`;

/** Vite in middleware mode serves the React desk page (no build step for desk:web). */
async function rendererMiddleware(): Promise<Middleware> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(deskRoot, 'vite.config.ts'),
    root: path.join(deskRoot, 'src/renderer'),
    server: { middlewareMode: true, hmr: false },
    appType: 'spa',
    logLevel: 'warn',
  });
  return (req, res, next) => vite.middlewares(req, res, next);
}

function labelSize(size: string) {
  const [width = 58, height = 40] = size.split('x').map(Number);
  return { widthMm: width, heightMm: height };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'shop-url': { type: 'string' },
      'pairing-code': { type: 'string' },
      printer: { type: 'string' },
      'data-dir': { type: 'string' },
      port: { type: 'string', default: '0' },
      paper: { type: 'string' },
      star: { type: 'boolean', default: false },
      labels: { type: 'string' },
      'label-size': { type: 'string', default: '58x40' },
      'no-page': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.printer || !values['data-dir']) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const log = (message: string, details?: Record<string, unknown>) =>
    console.log(JSON.stringify({ time: new Date().toISOString(), msg: message, ...details }));
  const desk = await startDesk({
    shopUrl: values['shop-url'],
    pairingCode: values['pairing-code'],
    printer: values.printer,
    dataDir: path.resolve(values['data-dir']),
    port: Number(values.port),
    overrides: {
      ...(values.star ? { receiptPrinter: 'star-prnt' as const } : {}),
      ...(values.paper === '58' || values.paper === '80' ? { paperWidth: values.paper === '58' ? 58 : 80 } : {}),
      ...(values.labels === 'zpl' || values.labels === 'tspl'
        ? { labels: { language: values.labels, ...labelSize(values['label-size']) } }
        : {}),
      labelSize: labelSize(values['label-size']),
    },
    renderer: values['no-page'] ? null : await rendererMiddleware(),
    log,
  });
  log('desk ready', { url: desk.url });
  const stop = async () => {
    await desk.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
