import type { SignageCommand, SignageNowPlaying, SignageProgram } from '@bestell/domain';

/** The server refused the credential (revoked, paired again elsewhere, device deleted). */
export class UnpairedError extends Error {
  constructor() {
    super('device credential refused');
    this.name = 'UnpairedError';
  }
}

export class SignageApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SignageApiError';
  }
}

/** The header the desk sends its credential in; signage devices are devices of the same machinery. */
export const deviceKeyHeader = 'X-Device-Key';

export interface SignageDevice {
  id: number;
  identifier: string;
  name: string;
  branchId: number;
  orientation: string;
  resolution: string | null;
  command: SignageCommand | null;
}

async function readData<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok) throw new SignageApiError(response.status, body?.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body?.data as T;
}

/** Redeems a pairing code from the back-office (the desk's pairing): the device credential. */
export async function redeemPairingCode(code: string): Promise<{ credential: string }> {
  const response = await fetch('/api/devices/pairings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return readData<{ credential: string }>(response);
}

/** The API as the paired screen (`/api/digital-signage/self/…` with the credential header). */
export class SignageApi {
  constructor(private readonly credential: string) {}

  get headers(): Record<string, string> {
    return { [deviceKeyHeader]: this.credential };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, headers: { ...this.headers, 'Content-Type': 'application/json' } };
    if (method === 'GET') init.cache = 'no-store';
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`/api/digital-signage/self${path}`, init);
    if (response.status === 401) throw new UnpairedError();
    if (response.status === 204) return undefined as T;
    return readData<T>(response);
  }

  self = () => this.call<SignageDevice>('GET', '');
  program = () => this.call<SignageProgram>('GET', '/program');
  heartbeat = (nowPlaying: SignageNowPlaying | null) => this.call<unknown>('POST', '/heartbeat', { nowPlaying });
  commandResult = (id: number, state: 'done') => this.call<unknown>('POST', `/command/${id}/result`, { state });
  readonly eventsUrl = '/api/digital-signage/self/events';
}
