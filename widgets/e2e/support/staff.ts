/** The demo admin over HTTP: allows an embedding origin and confirms orders (the back-office's calls). */
export class Admin {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async login(baseUrl: string): Promise<Admin> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    });
    if (!response.ok) throw new Error(`login: HTTP ${response.status}`);
    const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '')[0] ?? '';
    const body = (await response.json()) as { data: { csrfToken: string } };
    return new Admin(baseUrl, cookie, body.data.csrfToken);
  }

  private async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { Cookie: this.cookie, 'X-CSRF-Token': this.csrfToken };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    return text === '' ? undefined : (JSON.parse(text) as { data: unknown }).data;
  }

  /** POST /api/embed-origins (issue 15 point 5, [embed]'s admin resource). */
  async allowOrigin(origin: string): Promise<void> {
    await this.call('POST', '/embed-origins', { origin });
  }

  async confirm(uid: string): Promise<void> {
    const orders = (await this.call('GET', `/orders?q=${encodeURIComponent(uid)}`)) as { id: number; uid: string }[];
    const order = orders.find((entry) => entry.uid === uid);
    if (!order) throw new Error(`order ${uid} not in the history`);
    await this.call('POST', `/orders/${order.id}/status/confirm`);
  }

  /** PUT /api/branches/{id}/online-pause (issue 27.3, the board's call): online orders paused for 15 minutes. */
  async pause(branchId: number): Promise<void> {
    await this.call('PUT', `/branches/${branchId}/online-pause`, { kind: 'pause', duration: 15 });
  }

  async endPause(branchId: number): Promise<void> {
    await this.call('DELETE', `/branches/${branchId}/online-pause`);
  }
}
