import type { OnlinePauseInput } from '@bestell/domain';
import type { DeskBranch, DeskOrder, PrintJob } from './order.js';
import type { PrinterState } from './printer/tcp-printer.js';
import type { DeskProductionList } from './receipt/production-document.js';

/** The server refused the credential (revoked, re-paired elsewhere, device disabled): the desk is locked out. */
export class LockedOutError extends Error {
  constructor() {
    super('device credential refused');
    this.name = 'LockedOutError';
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const deviceKeyHeader = 'X-Device-Key';
/** The device row's version on the polls' answers: a change means the settings changed. */
export const deviceVersionHeader = 'X-Device-Version';

async function readData<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok) throw new ApiError(response.status, body?.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body?.data as T;
}

/** Redeems a pairing code at the shop: the device credential and the device. */
export async function pair(shopUrl: string, code: string) {
  const response = await fetch(`${shopUrl}/api/devices/pairings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return readData<{ credential: string; device: { id: number; branchId: number; name: string } }>(response);
}

/** The newest pending job and command ids the desk has seen (0: none). */
export interface WorkCursor {
  jobs: number;
  commands: number;
}

export interface DeviceInfo {
  /** `version` raises with every save of the device in the back-office (its settings among them). */
  device: { id: number; branchId: number; name: string; settings: Record<string, unknown>; version?: number };
  branch: DeskBranch;
  publicUrl: string;
}

/** The branch's pause or busy mode as the desk reads it. */
export interface DeskOnlinePause {
  kind: 'pause' | 'busy';
  until: string;
  extraMinutes: number;
  setBy?: string;
}

/** The API as the paired device (header X-Device-Key). A 401 becomes LockedOutError. */
export class DeskApi {
  constructor(
    readonly shopUrl: string,
    private readonly credential: string,
  ) {}

  /** Called with the device row's version the server answers on a poll. */
  onDeviceVersion: ((version: number) => void) | null = null;

  get headers(): Record<string, string> {
    return { [deviceKeyHeader]: this.credential };
  }

  private async call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const init: RequestInit = { method, headers: { ...this.headers, 'Content-Type': 'application/json' } };
    if (signal) init.signal = signal;
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${this.shopUrl}/api/devices/self${path}`, init);
    if (response.status === 401) throw new LockedOutError();
    const version = Number(response.headers.get(deviceVersionHeader) ?? Number.NaN);
    if (Number.isInteger(version)) this.onDeviceVersion?.(version);
    if (response.status === 204) return undefined as T;
    return readData<T>(response);
  }

  info = () => this.call<DeviceInfo>('GET', '/info');
  /** Pending jobs of the desk's own printer ('receipt') or of its label printer ('labels'). */
  jobs = (printer: 'receipt' | 'labels' = 'receipt') =>
    this.call<PrintJob[]>('GET', printer === 'labels' ? '/jobs?printer=labels' : '/jobs');
  currentOrders = () => this.call<DeskOrder[]>('GET', '/orders/current');
  order = (id: number) => this.call<DeskOrder>('GET', `/orders/${id}`);
  action = (id: number, action: string) => this.call<DeskOrder>('POST', `/orders/${id}/status/${action}`);
  counterAppointment = (id: number, counterAppointment: string) =>
    this.call<DeskOrder>('POST', `/orders/${id}/counter-appointment`, { counterAppointment });
  acknowledge = (id: number) => this.call<DeskOrder>('POST', `/orders/${id}/acknowledge`);
  reprint = (orderId: number) => this.call<{ id: number }>('POST', '/jobs', { orderId });
  report = (jobId: number, status: 'sent' | 'printed' | 'failed', error?: string) =>
    this.call<{ status: string }>('POST', `/jobs/${jobId}/result`, error ? { status, error } : { status });
  heartbeat = (printerState: PrinterState, details: { queued?: number; printer?: string; lastError?: string }) =>
    this.call<unknown>('POST', '/heartbeat', { printerState, details });
  commands = () => this.call<{ id: number; kind: 'notification' | 'logs' }[]>('GET', '/commands');
  commandResult = (id: number, ok: boolean, log?: string) =>
    this.call<unknown>('POST', `/commands/${id}/result`, log === undefined ? { ok } : { ok, log });
  /**
   * Long poll: answers once a job or command newer than the cursor is pending (a staff print request, a device
   * test), else after 25 s; the answer is the new cursor.
   */
  waitForWork = (cursor: WorkCursor, signal: AbortSignal) =>
    this.call<WorkCursor & { news: boolean }>(
      'GET',
      `/wait?jobs=${cursor.jobs}&commands=${cursor.commands}`,
      undefined,
      signal,
    );
  /** Issue 27.3: the branch's pause or busy mode in force (null: none), set it, end it early. */
  onlinePause = () => this.call<DeskOnlinePause | null>('GET', '/online-pause');
  setOnlinePause = (input: OnlinePauseInput) => this.call<DeskOnlinePause>('PUT', '/online-pause', input);
  endOnlinePause = () => this.call<undefined>('DELETE', '/online-pause');
  /** Issue 27.2: the production list of the day as printed now (the server records the print). */
  printProduction = (day: string) => this.call<DeskProductionList>('POST', '/production/print', { day });
  eventsUrl = () => `${this.shopUrl}/api/devices/self/events`;
  /**
   * Issue 28.1: a call of the Zeiterfassung tab, passed through as it is (status and body), with the device
   * credential and the employee's access token. A 401 here is the employee's token, not the desk's credential.
   */
  async timeTracking(method: 'GET' | 'POST', tail: string, token: string | null, body: string | null) {
    const headers: Record<string, string> = { ...this.headers, 'Content-Type': 'application/json' };
    if (token) headers['X-Time-Tracking-Token'] = token;
    const init: RequestInit = { method, headers };
    if (body !== null && method === 'POST') init.body = body;
    const response = await fetch(`${this.shopUrl}/api/devices/self/time-tracking/${tail}`, init);
    return { status: response.status, body: response.status === 204 ? '' : await response.text() };
  }
}
