import { backofficeTasksMessages, backofficeFormsMessages as fm } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, placeTakeawayOrder, StaffSession, takeawaySlot } from './support/orders';

/**
 * Projects and tasks (issue 28.6): the board moves a card with the mouse and with the keyboard (the move is saved),
 * and 'Aufgabe aus Bestellung' makes a task linked to the order and opens it. One browser, one page.
 */

const t = backofficeTasksMessages.tasks;
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrfToken = '';

interface Task {
  id: number;
  status: string;
  position: number;
  title: string;
  orderId: number | null;
  branchId: number;
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response =
    method === 'GET'
      ? await context.request.get(`${baseUrl}/api${path}`)
      : await context.request.post(`${baseUrl}/api${path}`, { data: body, headers: { 'X-CSRF-Token': csrfToken } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Waits until the stored task has the status (the board saves a drop asynchronously). */
async function untilStatus(id: number, status: string): Promise<Task> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const task = await api<Task>('GET', `/tasks/${id}`);
    if (task.status === status || Date.now() > deadline) return task;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const card = (id: number) => page.locator(`[data-testid="task-card"][data-task-id="${id}"]`);
const column = (status: string) => page.getByTestId(`task-column-${status}`);

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
  csrfToken = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('task board and Aufgabe aus Bestellung', () => {
  it('moves a card to In Arbeit with the mouse and another with the keyboard; both moves are saved', async () => {
    const branch = await fetchBranch(baseUrl, 'linz-landstrasse');
    const mouse = await api<Task>('POST', '/tasks', { branchId: branch.id, title: 'E2E Maus-Aufgabe' });
    const keys = await api<Task>('POST', '/tasks', {
      branchId: branch.id,
      title: 'E2E Tastatur-Aufgabe',
      checklist: [{ text: 'Teig', done: true }, { text: 'Backen' }],
    });

    await page.goto('/backend/aufgaben');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await card(mouse.id).waitFor();
    await card(keys.id).getByText(t.checklistProgress(1, 2)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Mouse: press on the card, move past the 5 px threshold, then over the In Arbeit column, release.
    const from = await card(mouse.id).boundingBox();
    const to = await column('in_progress').boundingBox();
    if (!from || !to) throw new Error('board not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 20 });
    await page.mouse.up();
    await column('in_progress').locator(`[data-task-id="${mouse.id}"]`).waitFor();
    expect((await untilStatus(mouse.id, 'in_progress')).status).toBe('in_progress');

    // Keyboard: focus the card, Space picks it up, → moves it to the next column, Space drops it.
    const handle = card(keys.id).getByTestId('task-move-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // dnd-kit measures the columns just after the pick-up: on a loaded machine an arrow key pressed before that
    // moves nothing, so press → again only while the card has not yet reached In Arbeit (the drag shows it there).
    const dragged = column('in_progress').locator(`[data-task-id="${keys.id}"]`);
    await expect
      .poll(
        async () => {
          if ((await dragged.count()) === 0) await page.keyboard.press('ArrowRight');
          return dragged.count();
        },
        { interval: 1000, timeout: 15_000 },
      )
      .toBe(1);
    await page.keyboard.press('Space');
    await page.getByText(/Aufgabe „E2E Tastatur-Aufgabe“ in Spalte In Arbeit an Position \d+ abgelegt\./).waitFor({
      state: 'attached',
    });
    const moved = await untilStatus(keys.id, 'in_progress');
    expect(moved.status).toBe('in_progress');
    await column('in_progress').locator(`[data-task-id="${keys.id}"]`).waitFor();

    // Both columns stay numbered 0, 1, 2, … (the server's order).
    const all = await api<Task[]>('GET', '/tasks?limit=1000&sort=position');
    for (const status of ['open', 'in_progress', 'done']) {
      const positions = all.filter((task) => task.status === status).map((task) => task.position);
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  });

  it("'Aufgabe aus Bestellung' creates a task linked to the order, opens it, and it links back", async () => {
    const branch = await fetchBranch(baseUrl, 'linz-landstrasse');
    const order = await placeTakeawayOrder(baseUrl, branch, takeawaySlot(branch, 60));
    const staff = await StaffSession.login(baseUrl);
    const orderId = await staff.orderId(order.uid);

    await page.goto(`/backend/orders/${orderId}`);
    await page.getByTestId('order-detail').waitFor();
    await page.getByRole('button', { name: t.fromOrder }).click();
    await page.waitForURL(/\/backend\/aufgaben\/\d+$/);
    const taskId = Number(new URL(page.url()).pathname.split('/').pop());
    const task = await api<Task>('GET', `/tasks/${taskId}`);
    expect(task).toMatchObject({ orderId, branchId: branch.id, status: 'open' });
    expect(task.title).toMatch(/^Bestellung #\d+ – Maria Huber$/);

    const form = page.getByTestId('task-form');
    await expect.poll(() => form.getByLabel(t.taskTitle).inputValue()).toBe(task.title);
    // The branch follows the order (another branch would not match the linked order): not to be changed here.
    const branchSelect = form.getByRole('button', { name: new RegExp(t.branch) });
    expect(await branchSelect.isDisabled()).toBe(true);
    await form.getByText(t.branchOfOrder).waitFor();
    const back = page.getByTestId('task-order-link');
    expect(await back.getAttribute('href')).toBe(`/backend/orders/${orderId}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The checklist: add an item, tick it, save; the API has it.
    await form.getByRole('button', { name: `+ ${t.addItem}` }).click();
    await form.getByLabel(t.checklistItem(1), { exact: true }).fill('Tabletts vorbereiten');
    await form.getByText(t.checklistDone(1)).click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/tasks/${taskId}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: fm.save, exact: true }).click();
    expect((await saved).status()).toBe(200);
    const stored = await api<{ checklist: { text: string; done: boolean }[] }>('GET', `/tasks/${taskId}`);
    expect(stored.checklist).toEqual([{ text: 'Tabletts vorbereiten', done: true }]);

    // Back on the order: the task made from it is listed there with its status and links to it.
    await page.goto(`/backend/orders/${orderId}`);
    const listed = page.getByTestId('order-tasks');
    await listed.getByRole('link', { name: task.title }).waitFor();
    expect(await listed.getByRole('link', { name: task.title }).getAttribute('href')).toBe(
      `/backend/aufgaben/${taskId}`,
    );
    expect(await listed.textContent()).toContain(t.statuses.open);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the board shows only the latest done cards and says how many there are in all', async () => {
    const branch = await fetchBranch(baseUrl, 'graz-herrengasse');
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api<Task>('POST', '/tasks', { branchId: branch.id, title: `E2E Erledigt ${batch}-${i}`, status: 'done' }),
        ),
      );
    }
    const done = await api<Task[]>('GET', '/tasks?status=done&limit=1000');
    await page.goto('/backend/aufgaben');
    const note = page.getByTestId('task-board-done-note');
    await note.waitFor();
    expect(await note.textContent()).toContain(t.doneOnBoard(50, done.length));
    await expect.poll(() => column('done').getByTestId('task-card').count()).toBe(50);
    // A hidden (older) done card dropped at the top of Erledigt is shown there after the reload, not lost.
    const shown = (await column('done')
      .getByTestId('task-card')
      .evaluateAll((cards) => cards.map((el) => Number((el as HTMLElement).dataset.taskId)))) as number[];
    const hidden = done.find((task) => !shown.includes(task.id));
    if (!hidden || shown[0] === undefined) throw new Error('expected hidden done tasks');
    await api<Task>('POST', `/tasks/${hidden.id}/move`, { status: 'done', beforeTaskId: shown[0] });
    await page.reload();
    await card(hidden.id).waitFor();
    await expect
      .poll(() => column('done').getByTestId('task-card').first().getAttribute('data-task-id'))
      .toBe(String(hidden.id));
  });

  it('an employee at 390 px sees the board of their branch only and may file tasks only there', async () => {
    const own = await fetchBranch(baseUrl, 'wien-mariahilf');
    const other = await fetchBranch(baseUrl, 'linz-landstrasse');
    const mine = await api<Task>('POST', '/tasks', { branchId: own.id, title: 'E2E Wien-Aufgabe' });
    const foreign = await api<Task>('POST', '/tasks', { branchId: other.id, title: 'E2E Linz-Aufgabe' });
    const employee = await newShopContext(browser, {
      baseURL: baseUrl,
      locale: 'de-AT',
      viewport: { width: 390, height: 844 },
    });
    try {
      const login = await employee.request.post(`${baseUrl}/api/login`, {
        data: { username: 'filiale', password: 'demo-filiale' },
      });
      expect(login.status()).toBe(200);
      const phone = await employee.newPage();
      await phone.goto('/backend/aufgaben');
      await phone.locator(`[data-testid="task-card"][data-task-id="${mine.id}"]`).waitFor();
      expect(await phone.locator(`[data-task-id="${foreign.id}"]`).count()).toBe(0);
      // A finger on a card scrolls the page; only the handle starts a drag.
      const ownCard = phone.locator(`[data-testid="task-card"][data-task-id="${mine.id}"]`);
      expect(await ownCard.evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-y');
      const grip = ownCard.getByTestId('task-move-handle');
      expect(await grip.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(phone)).toEqual([]);

      await phone.goto('/backend/aufgaben/new');
      const form = phone.getByTestId('task-form');
      await form.getByLabel(t.taskTitle).waitFor();
      // The choices come with the branch list (loaded after the form shows): wait for them.
      const branchChoices = form.locator('select[name="branchId"] option');
      await expect
        .poll(async () => (await branchChoices.allTextContents()).filter((label) => label.trim() !== ''))
        .toEqual([own.name]);
      expect(await seriousViolations(phone)).toEqual([]);
    } finally {
      await employee.close();
    }
  });
});
