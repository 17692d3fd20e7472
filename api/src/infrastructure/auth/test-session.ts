/** Test helpers (used by *.test.ts only): sign in through the real API and send the session back. */
import type { TestApp } from '../../../test/helpers.js';
import { csrfHeader } from './csrf.js';
import { sessionCookieName } from './session-cookie.js';

export const demoAdmin = { username: 'admin', password: 'demo-admin' } as const;
export const demoEmployee = { username: 'filiale', password: 'demo-filiale' } as const;

export interface TestSession {
  /** `bestell_session=<value>`, for a Cookie header. */
  cookie: string;
  csrfToken: string;
  /** Cookie and CSRF header together: spread into `headers` of a state-changing request. */
  headers: Record<string, string>;
}

/** The session cookie pair out of a response's Set-Cookie headers, or null. */
export function sessionCookieOf(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    if (pair.startsWith(`${sessionCookieName}=`) && pair.length > sessionCookieName.length + 1) return pair;
  }
  return null;
}

/** POST /api/login as the given user; throws unless it answers 200 with a cookie and a CSRF token. */
export async function signInAs(
  app: TestApp,
  credentials: { username: string; password: string } = demoAdmin,
): Promise<TestSession> {
  const res = await app.request<{ data: { csrfToken: string } }>('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookie = sessionCookieOf(res.headers);
  if (res.status !== 200 || !cookie) throw new Error(`login as ${credentials.username} failed: ${res.status}`);
  const csrfToken = res.body.data.csrfToken;
  return { cookie, csrfToken, headers: { Cookie: cookie, [csrfHeader]: csrfToken } };
}

/** JSON request options with the session (cookie and CSRF token). */
export function withSession(
  session: TestSession,
  method: string,
  body?: unknown,
): RequestInit & { headers: Record<string, string> } {
  const init: RequestInit & { headers: Record<string, string> } = {
    method,
    headers: { ...session.headers, 'Content-Type': 'application/json' },
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  return init;
}
