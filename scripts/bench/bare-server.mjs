// The ceiling of the bench: a bare Koa server that answers each recorded route with the recorded headers and bytes
// straight from memory (no database, no middleware). Argument: a JSON file of
// [{ "path": "/api/products", "headers": { ... }, "bodyFile": "..." }]. Prints {"url": ...} once listening.
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

const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
