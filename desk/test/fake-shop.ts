import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeskOrder, PrintJob } from '../src/core/order.js';
import { branch } from './fixtures.js';

/**
 * A minimal shop for the desk core's device routes (`/api/devices/self/…`): info with the device's settings and
 * version, current orders, an SSE feed the test writes events to, jobs per printer, commands, heartbeats.
 */
export class FakeShop {
  orders: DeskOrder[] = [];
  jobs: (PrintJob & { status: string })[] = [];
  commands: { id: number; kind: 'notification' | 'logs'; status: string; log?: string }[] = [];
  private waiters: (() => void)[] = [];
  settings: Record<string, unknown> = {};
  /** Issue 27: the branch's pause as the desk reads it, and the production list a print answers. */
  onlinePause: Record<string, unknown> | null = null;
  productionList: unknown = null;
  version = 1;
  readonly requests: string[] = [];
  private readonly feeds = new Set<http.ServerResponse>();
  private eventId = 0;
  private readonly server = http.createServer((req, res) => this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const feed of this.feeds) feed.end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Answers the desks' long polls now (as the API does when staff write a job or a command). */
  wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private cursor() {
    const max = (ids: number[]) => Math.max(0, ...ids);
    return {
      jobs: max(this.jobs.filter((job) => job.status === 'pending').map((job) => job.id)),
      commands: max(this.commands.filter((command) => command.status === 'pending').map((command) => command.id)),
    };
  }

  /** An order event on every open feed (as the API's order hub sends it). */
  emit(type: string, order: DeskOrder): void {
    this.eventId += 1;
    const data = JSON.stringify({ id: String(this.eventId), type, orderId: order.id, branchId: 1, order });
    for (const feed of this.feeds) feed.write(`id: ${this.eventId}\ndata: ${data}\n\n`);
  }

  /** A branch signal on every open feed, as the API sends it: an event name and data, no id. */
  signal(type: string): void {
    const data = JSON.stringify({ type, branchId: 1, at: new Date().toISOString() });
    for (const feed of this.feeds) feed.write(`event: ${type}\ndata: ${data}\n\n`);
  }

  private send(res: http.ServerResponse, data: unknown): void {
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Device-Version': String(this.version) });
    res.end(JSON.stringify({ data }));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://shop');
    const route = `${req.method} ${url.pathname.replace('/api/devices/self', '')}`;
    this.requests.push(`${route}${url.search}`);
    if (route === 'GET /events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': open\n\n');
      this.feeds.add(res);
      res.on('close', () => this.feeds.delete(res));
      return;
    }
    if (route === 'GET /info') {
      const device = { id: 7, branchId: 1, name: 'Theke 1', settings: this.settings, version: this.version };
      this.send(res, { device, branch, publicUrl: 'https://shop.example' });
    } else if (route === 'GET /online-pause') {
      this.send(res, this.onlinePause);
    } else if (route === 'DELETE /online-pause') {
      this.onlinePause = null;
      res.writeHead(204).end();
    } else if (route === 'PUT /online-pause' || route === 'POST /production/print') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
        if (route === 'POST /production/print') return this.send(res, this.productionList);
        this.onlinePause = { ...body, until: '2026-11-23T10:00:00.000Z', extraMinutes: 0, setBy: 'Theke 1' };
        this.send(res, this.onlinePause);
      });
    } else if (route === 'GET /orders/current') {
      this.send(res, this.orders);
    } else if (route.startsWith('GET /orders/')) {
      this.send(
        res,
        this.orders.find((order) => `GET /orders/${order.id}` === route),
      );
    } else if (route === 'GET /jobs') {
      const labels = url.searchParams.get('printer') === 'labels';
      this.send(
        res,
        this.jobs.filter((job) => job.status === 'pending' && (job.document === 'labels') === labels),
      );
    } else if (route === 'GET /commands') {
      this.send(
        res,
        this.commands.filter((command) => command.status === 'pending').map(({ id, kind }) => ({ id, kind })),
      );
    } else if (route === 'GET /wait') {
      const seen = { jobs: Number(url.searchParams.get('jobs')), commands: Number(url.searchParams.get('commands')) };
      const answer = () => {
        const now = this.cursor();
        this.send(res, { ...now, news: now.jobs > seen.jobs || now.commands > seen.commands });
      };
      const now = this.cursor();
      if (now.jobs > seen.jobs || now.commands > seen.commands) answer();
      else {
        const timer = setTimeout(answer, 25_000);
        this.waiters.push(() => {
          clearTimeout(timer);
          answer();
        });
      }
    } else {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { status?: string; log?: string };
        const match = /^POST \/jobs\/(\d+)\/result$/.exec(route);
        const job = match ? this.jobs.find((candidate) => candidate.id === Number(match[1])) : undefined;
        if (job && body.status === 'printed') job.status = 'printed';
        const done = /^POST \/commands\/(\d+)\/result$/.exec(route);
        const command = done ? this.commands.find((candidate) => candidate.id === Number(done[1])) : undefined;
        if (command) Object.assign(command, { status: 'done' }, body.log === undefined ? {} : { log: body.log });
        this.send(res, {});
      });
    }
  }
}
