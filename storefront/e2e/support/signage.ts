/**
 * Helpers of the signage player's browser test: the staff API over HTTP (admin session with its CSRF token) and the
 * screen's device calls.
 */
export class StaffApi {
  private constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async login(baseUrl: string, username = 'admin', password = 'demo-admin'): Promise<StaffApi> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`login: HTTP ${response.status}`);
    const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '')[0] ?? '';
    const body = (await response.json()) as { data: { csrfToken: string } };
    return new StaffApi(baseUrl, cookie, body.data.csrfToken);
  }

  /** A staff request; answers status and `data` (throws on 5xx). */
  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const headers: Record<string, string> = { Cookie: this.cookie, 'X-CSRF-Token': this.csrfToken };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const text = await response.text();
    if (response.status >= 500) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    const parsed = (text ? JSON.parse(text) : {}) as { data: T };
    return { status: response.status, data: parsed.data };
  }

  /** Like `call`, but any status outside 2xx throws. */
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(answer)}`);
    return answer.data;
  }

  /** GET → change → PUT of a CRUD document (the PUT may carry what the GET answered). */
  async update<T extends Record<string, unknown>>(path: string, change: (document: T) => T): Promise<T> {
    const document = await this.ok<T>('GET', path);
    return this.ok<T>('PUT', path, change(document));
  }

  /** A pairing code for the signage device, redeemed over HTTP: the device credential. */
  async pairOverHttp(deviceId: number): Promise<string> {
    const { code } = await this.ok<{ code: string }>('POST', `/api/digital-signage-devices/${deviceId}/pair`, {});
    const response = await fetch(`${this.baseUrl}/api/devices/pairings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (!response.ok) throw new Error(`pairing: HTTP ${response.status}`);
    return ((await response.json()) as { data: { credential: string } }).data.credential;
  }
}

/** The screen's own call (as the player makes it, with its credential). */
export async function asDevice<T>(baseUrl: string, credential: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/digital-signage/self${path}`, {
    headers: { 'X-Device-Key': credential },
  });
  if (!response.ok) throw new Error(`device ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
