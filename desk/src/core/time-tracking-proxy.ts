import type http from 'node:http';
import { timeTrackingMessages } from '@bestell/domain';

/** What the proxy needs of the runtime (DeskRuntime.timeTracking). */
export interface TimeTrackingForwarder {
  timeTracking(
    method: 'GET' | 'POST',
    tail: string,
    token: string | null,
    body: string | null,
  ): Promise<{ status: number; body: string }>;
}

const getTails = new Set(['employees', 'me', 'working-activities', 'working-schedules', 'balances']);
const postTails = new Set([
  'sign-in',
  'sign-out',
  'working-activities/start',
  'working-activities/pause',
  'working-activities/resume',
  'working-activities/end',
]);
const tokenPattern = /^tt_[A-Za-z0-9_-]{43}$/;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.length > 4096) req.destroy();
    });
    req.on('end', () => resolve(text));
  });
}

/**
 * Issue 28.1, the desk's Zeiterfassung tab: `/local/time-tracking/{tail}` of the page goes to
 * `/api/devices/self/time-tracking/{tail}` with the device credential (which the page never sees) and the employee's
 * access token from `X-Time-Tracking-Token`. Only the known routes pass; writes only from the desk's own page.
 * Answers true when it handled the request.
 */
export function proxyTimeTracking(
  runtime: TimeTrackingForwarder,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): boolean {
  if (!pathname.startsWith('/local/time-tracking/')) return false;
  const tail = pathname.slice('/local/time-tracking/'.length);
  const method = req.method === 'GET' ? 'GET' : req.method === 'POST' ? 'POST' : null;
  if (!method || !(method === 'GET' ? getTails : postTails).has(tail)) {
    res.writeHead(404).end();
    return true;
  }
  if (method === 'POST' && req.headers.origin && req.headers.origin !== `http://${req.headers.host}`) {
    res.writeHead(403).end();
    return true;
  }
  const raw = req.headers['x-time-tracking-token'];
  const token = typeof raw === 'string' && tokenPattern.test(raw) ? raw : null;
  const run = async () => {
    const body = method === 'POST' ? await readBody(req) : null;
    return runtime.timeTracking(method, tail, token, body);
  };
  run().then(
    (answer) => {
      const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
      if (answer.body !== '') headers['Content-Type'] = 'application/json';
      res.writeHead(answer.status, headers).end(answer.body);
    },
    () => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: timeTrackingMessages.actionFailed, code: 'bad_gateway' }] }));
    },
  );
  return true;
}
