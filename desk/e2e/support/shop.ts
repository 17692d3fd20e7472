/** Staff and customer calls of the desk end-to-end tests and the benchmark. */

export class Staff {
  private constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly csrf: string,
  ) {}

  static async signIn(url: string): Promise<Staff> {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    });
    const body = (await response.json()) as { data: { csrfToken: string } };
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return new Staff(url, cookie, body.data.csrfToken);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const init: RequestInit = {
      method,
      headers: { Cookie: this.cookie, 'X-CSRF-Token': this.csrf, 'Content-Type': 'application/json' },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${this.url}${path}`, init);
    const json = response.status === 204 ? null : ((await response.json()) as { data: T });
    return { status: response.status, data: json?.data as T };
  }

  /** A new device of branch 1 and a pairing code for it. */
  async deviceWithCode(identifier: string): Promise<{ id: number; code: string }> {
    const device = await this.call<{ id: number }>('POST', '/api/devices', {
      branchId: 1,
      identifier,
      name: identifier,
    });
    const code = await this.call<{ code: string }>('POST', `/api/devices/${device.data.id}/pair`);
    return { id: device.data.id, code: code.data.code };
  }
}

/** Places a takeaway order at branch 1 like the shop does; returns uid and the time the answer came. */
export async function placeOrder(url: string, comment = 'Bitte läuten – danke') {
  const response = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@example.at',
      phone: '+436641234567',
      paymentMethod: 'cash',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      branch: 1,
      isDelivery: false,
      isDineIn: false,
      comment,
      items: [
        { product: 8, amount: '2', unit: 'Stk.', parts: [] },
        { product: 1, amount: '1', unit: 'Stk.', parts: [] },
      ],
    }),
  });
  if (response.status !== 201) throw new Error(`order refused: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { uid: string } };
  return body.data.uid;
}
