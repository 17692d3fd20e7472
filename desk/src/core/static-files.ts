import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from './local-server.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The built desk page (`vite build` into dist/renderer) for the packaged shell; unknown paths get index.html. */
export function staticFiles(root: string): Middleware {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    let file = path.resolve(base, `.${pathname}`);
    if (!file.startsWith(base)) return next();
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(base, 'index.html');
    if (!fs.existsSync(file)) return next();
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  };
}
