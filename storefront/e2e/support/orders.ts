import { type Branch, nextOrderSlot } from '@bestell/domain';

/**
 * Orders and staff actions through the real API (the same calls the shop and the back-office make), for browser tests
 * that need an order in a given state. Times come from the domain's slot rules with the real clock, so the tests run
 * at any hour: Linz takes pre-orders while closed.
 */

export interface PlacedOrder {
  uid: string;
  hash: string;
}

interface Envelope<T> {
  data: T;
}

async function readData<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

export async function fetchBranch(baseUrl: string, identifier: string): Promise<Branch> {
  const branches = await readData<Branch[]>(await fetch(`${baseUrl}/api/branches`), 'GET /api/branches');
  const branch = branches.find((entry) => entry.identifier === identifier);
  if (!branch) throw new Error(`no branch ${identifier}`);
  return branch;
}

/** The next bookable takeaway slot of the branch at least `minutesAhead` from now, as an ISO string. */
export function takeawaySlot(branch: Branch, minutesAhead: number): string {
  const slot = nextOrderSlot({ branch, now: Date.now() + minutesAhead * 60_000, isDelivery: false });
  if (slot === null) throw new Error(`${branch.identifier} has no open slot`);
  return new Date(slot).toISOString();
}

/** POST /api/orders: a takeaway pre-order of two Kaisersemmeln and one Bauernbrot at the given time. */
export async function placeTakeawayOrder(
  baseUrl: string,
  branch: Branch,
  appointmentDate: string,
): Promise<PlacedOrder> {
  const body = {
    firstName: 'Maria',
    lastName: 'Huber',
    phone: '+436641234567',
    email: 'maria.huber@example.at',
    paymentMethod: 'cash',
    notificationType: 'email',
    legalInstructions: true,
    privacyPolicy: true,
    branch: branch.id,
    isDelivery: false,
    isDineIn: false,
    appointmentDate,
    items: [
      { product: 8, amount: '2', unit: 'Stk.', parts: [] },
      { product: 1, amount: '1', unit: 'Stk.', parts: [] },
    ],
  };
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return readData<PlacedOrder>(response, 'POST /api/orders');
}

export interface PublicOrderOnWire {
  uid: string;
  ticketNumber: number;
  appointmentDate: string | null;
  counterAppointment: string | null;
  isConfirmed: boolean;
  isCanceled: boolean;
  isCompleted: boolean;
  questionnaireRating: number | null;
  status: string;
}

export async function fetchPublicOrder(baseUrl: string, order: PlacedOrder): Promise<PublicOrderOnWire> {
  const response = await fetch(`${baseUrl}/api/orders/public/${order.uid}/${order.hash}`);
  return readData<PublicOrderOnWire>(response, 'GET /api/orders/public');
}

/** A back-office session of the demo admin: session cookie plus the CSRF token from the login answer. */
export class StaffSession {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async login(baseUrl: string, username = 'admin', password = 'demo-admin'): Promise<StaffSession> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '')[0] ?? '';
    const me = await readData<{ csrfToken: string }>(response, 'POST /api/login');
    if (!cookie) throw new Error('login set no session cookie');
    return new StaffSession(baseUrl, cookie, me.csrfToken);
  }

  private async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Cookie: this.cookie, 'X-CSRF-Token': this.csrfToken };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}/api${path}`, init);
    if (response.status === 204) return undefined as T;
    return readData<T>(response, `${method} ${path}`);
  }

  /** A printer device of the branch (automatic printing off), paired as the desk app pairs: its credential. */
  async pairedDesk(branchId: number, name: string): Promise<DeskDevice> {
    const identifier = `e2e-${Date.now().toString(36)}`;
    const settings = { autoPrint: 'off' };
    const device = await this.call<{ id: number }>('POST', '/devices', { branchId, identifier, name, settings });
    const { code } = await this.call<{ code: string }>('POST', `/devices/${device.id}/pair`);
    const response = await fetch(`${this.baseUrl}/api/devices/pairings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const paired = await readData<{ credential: string }>(response, 'POST /api/devices/pairings');
    return new DeskDevice(this.baseUrl, device.id, paired.credential);
  }

  async deleteDevice(id: number): Promise<void> {
    await this.call('DELETE', `/devices/${id}`);
  }

  /** The staff id of an order, found by its uid in the order history. */
  async orderId(uid: string): Promise<number> {
    const response = await fetch(`${this.baseUrl}/api/orders?q=${encodeURIComponent(uid)}`, {
      headers: { Cookie: this.cookie },
    });
    const orders = await readData<{ id: number; uid: string }[]>(response, 'GET /api/orders');
    const found = orders.find((order) => order.uid === uid);
    if (!found) throw new Error(`order ${uid} not in the history`);
    return found.id;
  }

  async status(uid: string, action: 'confirm' | 'reject' | 'cancel' | 'in-delivery' | 'completed'): Promise<void> {
    await this.call('POST', `/orders/${await this.orderId(uid)}/status/${action}`);
  }

  async proposeCounterAppointment(uid: string, counterAppointment: string): Promise<void> {
    await this.call('POST', `/orders/${await this.orderId(uid)}/counter-appointment`, { counterAppointment });
  }
}

/** The device side of a paired desk (X-Device-Key): its pending print jobs and its reports on them. */
export class DeskDevice {
  constructor(
    private readonly baseUrl: string,
    readonly id: number,
    private readonly key: string,
  ) {}

  async pendingJobs(): Promise<{ id: number; order: { id: number } | null }[]> {
    const response = await fetch(`${this.baseUrl}/api/devices/self/jobs`, { headers: { 'X-Device-Key': this.key } });
    return readData(response, 'GET /api/devices/self/jobs');
  }

  /** 'sent' before the bytes go to the printer, 'printed' once it took them (what the desk reports). */
  async report(jobId: number, status: 'sent' | 'printed'): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/devices/self/jobs/${jobId}/result`, {
      method: 'POST',
      headers: { 'X-Device-Key': this.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    await readData(response, `POST /api/devices/self/jobs/${jobId}/result`);
  }
}
