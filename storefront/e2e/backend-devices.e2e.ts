import { backofficeDevicesMessages as d, messages, signageDevicesMessages } from '@bestell/domain';
import { type APIRequestContext, type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office devices (issue 13): create a desk (bad input saves nothing), make a pairing code the desk redeems, see
 * its heartbeat and printer state in the list, change its print settings (the desk reads them), run the §7 device
 * tests against a stand-in desk that answers through the device API (success; a failed log upload and a refused
 * test page show exactly the §8 texts), and revoke the pairing.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The desk's own HTTP client: no staff session cookie. */
let deskRequest: APIRequestContext;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function chooseOption(label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(` ${escapeRe(label)}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** A desk as the API sees it: answers commands and prints test pages while `answering`, sends heartbeats. */
class StandInDesk {
  answering = true;
  logOk = true;
  printOk = true;
  private stopped = false;
  constructor(
    private readonly request: APIRequestContext,
    private readonly key: string,
  ) {}

  private headers() {
    return { 'X-Device-Key': this.key };
  }

  async get<T>(path: string): Promise<{ status: number; data: T }> {
    const response = await this.request.get(`${baseUrl}/api/devices/self${path}`, { headers: this.headers() });
    const body = (await response.json().catch(() => ({}))) as { data: T };
    return { status: response.status(), data: body.data };
  }

  async post(path: string, data: unknown): Promise<number> {
    const response = await this.request.post(`${baseUrl}/api/devices/self${path}`, { headers: this.headers(), data });
    return response.status();
  }

  run(): void {
    void (async () => {
      while (!this.stopped) {
        if (this.answering) {
          const commands = await this.get<{ id: number; kind: string }[]>('/commands');
          for (const command of commands.data ?? []) {
            const ok = command.kind === 'logs' ? this.logOk : true;
            await this.post(`/commands/${command.id}/result`, ok ? { ok, log: 'desk ready\nprinted 1' } : { ok });
          }
          const jobs = await this.get<{ id: number; document: string }[]>('/jobs');
          for (const job of (jobs.data ?? []).filter((candidate) => candidate.document === 'test')) {
            await this.post(`/jobs/${job.id}/result`, this.printOk ? { status: 'printed' } : { status: 'failed' });
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
  }

  stop(): void {
    this.stopped = true;
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  page = await context.newPage();
  deskRequest = await request.newContext();
});

afterAll(async () => {
  await deskRequest?.dispose();
  await context?.close();
  await browser?.close();
});

describe('devices', () => {
  it('creates a desk, pairs it, shows its health, saves settings it reads, runs the device tests, revokes', async () => {
    const countDevices = async () => {
      const response = await context.request.get(`${baseUrl}/api/devices?limit=100`);
      return ((await response.json()) as { data: unknown[] }).data.length;
    };
    const before = await countDevices();

    // Create: bad input shows German field errors and saves nothing.
    await page.goto('/backend/devices');
    await page.getByRole('heading', { level: 1, name: d.title }).waitFor();
    await page.getByRole('link', { name: d.newDevice }).click();
    await page.getByRole('heading', { level: 1, name: d.newDevice }).waitFor();
    const form = page.getByTestId('device-form');
    await form.getByLabel(d.fields.identifier).fill('Theke Neu!');
    await page.getByRole('button', { name: messages.backofficeForms.save }).click();
    await form.getByText(messages.validation.blank).first().waitFor();
    expect(await countDevices()).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel(d.fields.name).fill('Theke Test');
    await form.getByLabel(d.fields.identifier).fill('theke-test');
    await chooseOption(d.fields.branch, 'Morgenrot Wien Mariahilf');
    await page.getByRole('button', { name: messages.backofficeForms.save }).click();
    await page.waitForURL(/\/backend\/devices\/\d+$/);
    const deviceId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: d.editDevice('Theke Test') }).waitFor();

    // Pairing code: shown once, redeemed by the desk for its credential.
    await page.getByRole('button', { name: d.createCode }).click();
    const code = (await page.getByTestId('pairing-code').locator('output').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const paired = await deskRequest.post(`${baseUrl}/api/devices/pairings`, { data: { code } });
    expect(paired.status()).toBe(201);
    const { credential } = ((await paired.json()) as { data: { credential: string } }).data;
    const desk = new StandInDesk(deskRequest, credential);
    expect(await desk.post('/heartbeat', { printerState: 'paper-out', details: {} })).toBe(200);

    // The list: paired, desk online, last seen, printer out of paper.
    await page.getByRole('link', { name: `← ${d.backToList}` }).click();
    const row = page.getByRole('row', { name: /Theke Test/ });
    await row.getByText(d.paired, { exact: true }).waitFor();
    await row.getByText(d.online, { exact: true }).waitFor();
    await row.getByText(d.printerStates['paper-out']).waitFor();
    expect(await row.getByText(d.never).count()).toBe(0);
    // The demo's signage screens (display devices) are not listed: the list points to Digital Signage › Bildschirme.
    await page.getByRole('link', { name: signageDevicesMessages.displayDeviceElsewhere }).waitFor();
    expect(await page.getByRole('row', { name: /TV Wien/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Settings: 58 mm paper and auto-print on confirmation reach the desk.
    await row.getByRole('link', { name: 'Theke Test' }).click();
    await page.getByTestId('device-health').waitFor();
    await chooseOption(d.fields.paperWidth, d.paperWidths[58]);
    await chooseOption(d.fields.autoPrint, d.autoPrintModes.confirmed);
    await page.getByTestId('device-form').getByLabel(d.fields.labelPrinter).fill('kein host');
    await page.getByRole('button', { name: messages.backofficeForms.save }).click();
    await page.getByText(messages.validation.invalidValue).waitFor();
    await page.getByTestId('device-form').getByLabel(d.fields.labelPrinter).fill('');
    await page.getByRole('button', { name: messages.backofficeForms.save }).click();
    await expect
      .poll(
        async () => (await desk.get<{ device: { settings: Record<string, unknown> } }>('/info')).data.device.settings,
      )
      .toMatchObject({ paperWidth: 58, autoPrint: 'confirmed', labelPrinter: null });

    // Device tests with the desk answering: success texts, the log; a failed log upload: the §8 text.
    const result = page.getByTestId('device-test-result');
    desk.run();
    try {
      await page.getByRole('button', { name: d.testNotification }).click();
      await expect.poll(() => result.textContent()).toBe(d.notificationOk);
      await page.getByRole('button', { name: d.testPrint }).click();
      await expect.poll(() => result.textContent()).toBe(d.printOk);
      await page.getByRole('button', { name: d.requestLogs }).click();
      await expect.poll(() => result.textContent()).toBe(d.logsOk);
      expect(await page.getByTestId('device-log').textContent()).toContain('printed 1');
      desk.logOk = false;
      await page.getByRole('button', { name: d.requestLogs }).click();
      await expect.poll(() => result.textContent()).toBe('Log konnte nicht angefordert werden.');
      // The printer refused the test page: exactly the §8 text. (No desk at all answers the same after the API's
      // 10 s wait: covered by the API test, not waited for here.)
      desk.printOk = false;
      await page.getByRole('button', { name: d.testPrint }).click();
      await expect.poll(() => result.textContent()).toBe('Test nicht erfolgreich.');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      desk.stop();
    }

    // Revoke: the desk is locked out at once.
    await page.getByRole('button', { name: d.revoke }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: d.revoke }).click();
    await page.getByText(d.revoked).waitFor();
    expect((await desk.get('/info')).status).toBe(401);
    const health = page.getByTestId('device-health');
    await health.getByText(d.notPaired).waitFor();
    await health.getByText(d.offline, { exact: true }).waitFor();

    // An employee of the branch sees its devices (the API scopes the rows and the health to their branches).
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    try {
      const login = await employee.request.post(`${baseUrl}/api/login`, {
        data: { username: 'filiale', password: 'demo-filiale' },
      });
      expect(login.status()).toBe(200);
      const employeePage = await employee.newPage();
      await employeePage.goto('/backend/devices');
      await employeePage.getByText(d.employeeNote).waitFor();
      await employeePage
        .getByRole('row', { name: /Theke Test/ })
        .getByText(d.notPaired)
        .waitFor();
    } finally {
      await employee.close();
    }
    expect(deviceId).toBeGreaterThan(0);
  }, 40_000);
});
