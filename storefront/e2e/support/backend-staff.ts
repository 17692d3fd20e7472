import type { Page } from 'playwright-core';

/**
 * Back-office helpers of the browser tests: signing in through the login form, and a staff session over HTTP that
 * reads and acknowledges current orders (so a test starts without orders that still ring).
 */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

interface CurrentOrder {
  id: number;
  uid: string;
  branchId: number;
  acknowledgedAt: string | null;
}

export class StaffHttp {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async login(baseUrl: string, username = 'admin', password = 'demo-admin'): Promise<StaffHttp> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`login: HTTP ${response.status}`);
    const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '')[0] ?? '';
    const body = (await response.json()) as { data: { csrfToken: string } };
    return new StaffHttp(baseUrl, cookie, body.data.csrfToken);
  }

  async currentOrders(): Promise<CurrentOrder[]> {
    const response = await fetch(`${this.baseUrl}/api/orders/current`, { headers: { Cookie: this.cookie } });
    if (!response.ok) throw new Error(`GET /orders/current: HTTP ${response.status}`);
    const orders = ((await response.json()) as { data: (CurrentOrder & { branch: { id: number } })[] }).data;
    return orders.map((order) => ({ ...order, branchId: order.branch.id }));
  }

  /** POST /api/login-links: a one-time login link of the user; answers its token. */
  async createLoginLink(userId: number): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/login-links`, {
      method: 'POST',
      headers: { Cookie: this.cookie, 'X-CSRF-Token': this.csrfToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    if (!response.ok) throw new Error(`POST /login-links: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  async acknowledge(id: number): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/orders/${id}/acknowledge`, {
      method: 'POST',
      headers: { Cookie: this.cookie, 'X-CSRF-Token': this.csrfToken },
    });
    if (!response.ok) throw new Error(`POST /orders/${id}/acknowledge: HTTP ${response.status}`);
  }

  /** Acknowledges every current order, so nothing rings when a test starts. */
  async acknowledgeAll(): Promise<void> {
    for (const order of await this.currentOrders()) {
      if (order.acknowledgedAt === null) await this.acknowledge(order.id);
    }
  }

  async orderIdOf(uid: string): Promise<number> {
    const found = (await this.currentOrders()).find((order) => order.uid === uid);
    if (!found) throw new Error(`order ${uid} is not current`);
    return found.id;
  }
}
