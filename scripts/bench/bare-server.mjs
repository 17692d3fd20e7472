// The ceiling of the bench: a bare Koa server that answers each recorded route with the recorded headers and bytes
// straight from memory (no database, no middleware). Argument: a JSON file of
// [{ "path": "/api/products", "headers": { ... }, "bodyFile": "..." }]; listens on 127.0.0.1:PORT.
import { readFileSync } from 'node:fs';
import Koa from 'koa';

const recorded = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const routes = new Map(
  recorded.map((route) => [route.path, { headers: route.headers, body: readFileSync(route.bodyFile) }]),
);

const app = new Koa();
app.use((ctx) => {
  const route = routes.get(ctx.path);
  if (!route) return;
  ctx.set(route.headers);
  ctx.body = route.body;
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
