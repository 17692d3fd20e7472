import { signageDevicesMessages as m, messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office signage screens (issue 29 points 1 and 5): create a screen (bad input saves nothing), pair it with a
 * code shown once, see it online with what it plays, send commands that reach the screen's live feed (a stand-in
 * screen reading the SSE stream) and show their state, abort one, revoke the pairing.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function chooseOption(label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(` ${escapeRe(label)}`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

interface FeedEvent {
  event: string;
  data: { command?: { id: number; type: string; state: string; text?: string } };
}

/** A stand-in screen: reads its live feed (SSE over fetch) and calls the API with its credential. */
class StandInScreen {
  readonly events: FeedEvent[] = [];
  private readonly abort = new AbortController();
  constructor(private readonly key: string) {}

  async connect(): Promise<void> {
    const response = await fetch(`${baseUrl}/api/digital-signage/self/events`, {
      headers: { 'X-Device-Key': this.key, Accept: 'text/event-stream' },
      signal: this.abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const read = await reader?.read();
          if (!read || read.done) return;
          buffer += read.value;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) this.events.push({ event, data: JSON.parse(data) as FeedEvent['data'] });
          }
        }
      } catch {
        // closed
      }
    })();
  }

  /** The next command event after `count` seen ones (waits up to `ms`). */
  async command(count: number, ms = 2000): Promise<NonNullable<FeedEvent['data']['command']>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const commands = this.events.filter((e) => e.event === 'command');
      const next = commands[count]?.data.command;
      if (next) return next;
      if (Date.now() > deadline) throw new Error(`no command #${count + 1} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async post(path: string, body: unknown): Promise<number> {
    const response = await fetch(`${baseUrl}/api/digital-signage/self${path}`, {
      method: 'POST',
      headers: { 'X-Device-Key': this.key, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.body?.cancel();
    return response.status;
  }

  async selfStatus(): Promise<number> {
    const response = await fetch(`${baseUrl}/api/digital-signage/self`, { headers: { 'X-Device-Key': this.key } });
    await response.body?.cancel();
    return response.status;
  }

  close(): void {
    this.abort.abort();
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
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('signage screens', () => {
  it('creates, pairs, shows state and what it plays, sends and aborts commands, revokes', async () => {
    const countScreens = async () => {
      const response = await context.request.get(`${baseUrl}/api/digital-signage-devices?limit=1000`);
      return ((await response.json()) as { data: unknown[] }).data.length;
    };
    const before = await countScreens();

    await page.goto('/backend/signage/geraete');
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: m.newDevice }).click();
    await page.getByRole('heading', { level: 1, name: m.newDevice }).waitFor();

    // Bad input: German field errors, nothing saved.
    const form = page.getByTestId('screen-form');
    await form.getByLabel(m.fields.name).fill('Menütafel Test');
    await form.getByLabel(m.fields.identifier).fill('Menütafel!');
    await form.getByLabel(m.fields.resolution).fill('groß');
    await page.getByRole('button', { name: messages.backofficeForms.save }).click();
    await form.getByText(messages.validation.invalidValue).first().waitFor();
    expect(await countScreens()).toBe(before);

    await form.getByLabel(m.fields.identifier).fill('menuetafel-test');
    await form.getByLabel(m.fields.resolution).fill('3840x2160');
    await chooseOption(m.fields.branch, 'Morgenrot Wien Mariahilf');
    await chooseOption(m.fields.orientation, m.orientations.portrait);
    await page.getByRole('button', { name: messages.backofficeForms.save }).click();
    await page.waitForURL(/\/backend\/signage\/geraete\/\d+$/);
    await page.getByRole('heading', { level: 1, name: m.editDevice('Menütafel Test') }).waitFor();
    expect(await countScreens()).toBe(before + 1);

    // Pairing: the code is shown once and redeemed by the screen for its credential.
    await page.getByRole('button', { name: m.createCode }).click();
    const code = (await page.getByTestId('pairing-code').locator('output').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const redeemed = await fetch(`${baseUrl}/api/devices/pairings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(redeemed.status).toBe(201);
    const { credential } = ((await redeemed.json()) as { data: { credential: string } }).data;
    const screen = new StandInScreen(credential);
    await screen.connect();
    const nowPlaying = {
      layout: 'full',
      regions: [{ name: 'main', streamId: 1, streamName: 'Frühstück', slideTitle: 'Kaisersemmel' }],
    };
    expect(await screen.post('/heartbeat', { nowPlaying })).toBe(200);
    const state = page.getByTestId('screen-state');
    await state.getByText(m.online, { exact: true }).waitFor();
    await state.getByText('Frühstück · Kaisersemmel').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Commands reach the screen's feed; the page shows their state.
    const commandLine = page.getByTestId('screen-command');
    await page.getByRole('button', { name: m.commands.reload }).click();
    const reload = await screen.command(0);
    expect(reload).toMatchObject({ type: 'reload', state: 'delivered' });
    await commandLine.getByText(`${m.commandSummary.reload} – ${m.commandStates.delivered}`).waitFor();
    expect(await screen.post(`/command/${reload.id}/result`, { state: 'done' })).toBe(200);
    await commandLine.getByText(`${m.commandSummary.reload} – ${m.commandStates.done}`).waitFor();

    await page.getByLabel(m.messageText).fill('Frische Krapfen!');
    await page.getByLabel(m.messageSeconds).fill('20');
    await page.getByRole('button', { name: m.commands.message }).click();
    expect(await screen.command(1)).toMatchObject({ type: 'message', text: 'Frische Krapfen!', state: 'delivered' });
    await commandLine.getByText(m.commandStates.delivered).waitFor();
    await page.getByRole('button', { name: m.commands.abort }).click();
    expect(await screen.command(2)).toMatchObject({ type: 'message', state: 'aborted' });
    await commandLine
      .getByText(`${m.commandSummary.message('Frische Krapfen!', 20)} – ${m.commandStates.aborted}`)
      .waitFor();

    // A message without text is refused with the API's German message.
    await page.getByLabel(m.messageText).fill('');
    await page.getByRole('button', { name: m.commands.message }).click();
    await page.getByTestId('screen-command-error').getByText(messages.validation.blank).waitFor();

    // The list: online, what it plays, its command.
    await page.getByRole('link', { name: `← ${m.backToList}` }).click();
    const row = page.getByRole('row', { name: /Menütafel Test/ });
    await row.getByText(m.online, { exact: true }).waitFor();
    await row.getByText('Frühstück · Kaisersemmel').waitFor();
    await row.getByText(new RegExp(m.commandStates.aborted)).waitFor();

    // Revoke: the screen is locked out at once.
    await row.getByRole('link', { name: 'Menütafel Test' }).click();
    await page.getByRole('button', { name: m.revoke }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: m.revoke }).click();
    await page.getByTestId('pairing-note').getByText(m.revoked).waitFor();
    expect(await screen.selfStatus()).toBe(401);
    screen.close();
  });
});
