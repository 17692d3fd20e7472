import { backofficeFormsMessages as fm, messages, backofficeUsersMessages as um } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office users (issue 12 §8, §9): create a user who can sign in, disable them and they cannot any more; the
 * last admin cannot take their own admin role; bad input saves nothing; a login link by e-mail.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface User {
  id: number;
  username: string;
  roles: string[];
  isEnabled: boolean;
  branches: { id: number }[];
}

async function signIn(target: BrowserContext, username = 'admin', password = 'demo-admin'): Promise<number> {
  const response = await target.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  return response.status();
}

async function users(): Promise<User[]> {
  const response = await context.request.get(`${baseUrl}/api/users?limit=1000`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: User[] }).data;
}

async function expectNoSeriousViolations(target: Page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

/** Chooses the options of a React Aria multi-select (the list stays open; Escape closes it). */
async function toggleOptions(label: string, options: string[]): Promise<void> {
  // The button's name is the chosen value and the label ('Mitarbeiter Rollen *').
  await page
    .getByTestId('user-form')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  const list = page.getByRole('listbox');
  for (const option of options) await list.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  expect(await signIn(context)).toBe(200);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('users', () => {
  it('creates a user who can sign in; disabled, they no longer can', async () => {
    await page.goto('/backend/users');
    await page.getByRole('heading', { level: 1, name: um.title }).waitFor();
    await page.getByRole('link', { name: 'Lukas Gruber' }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: um.newUser }).click();
    await page.getByRole('heading', { level: 1, name: um.newUser }).waitFor();
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Paula');
    await page.getByRole('textbox', { name: /^Nachname/ }).fill('Kassa');
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('paula@example.at');
    await page.getByRole('textbox', { name: /^Benutzername/ }).fill('paula-kassa');
    await toggleOptions(um.fields.branches, ['Morgenrot Linz Landstraße']);
    await page.locator('input[name=password]').fill('sehr-geheim-1');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: um.editUser('Paula Kassa') }).waitFor();
    const created = (await users()).find((user) => user.username === 'paula-kassa');
    expect(created).toMatchObject({ roles: ['ROLE_EMPLOYEE'], isEnabled: true, branches: [{ id: 3 }] });

    const other = await newShopContext(browser, { baseURL: baseUrl });
    expect(await signIn(other, 'paula-kassa', 'sehr-geheim-1')).toBe(200);

    await page.getByRole('link', { name: `← ${um.backToList}` }).click();
    await page.getByRole('button', { name: `${um.disable}: Paula Kassa` }).click();
    await page.getByRole('button', { name: `${um.enable}: Paula Kassa` }).waitFor();
    expect((await users()).find((user) => user.username === 'paula-kassa')?.isEnabled).toBe(false);
    const refused = await other.request.post(`${baseUrl}/api/login`, {
      data: { username: 'paula-kassa', password: 'sehr-geheim-1' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      messages.auth.accountDisabled,
    );
    await other.close();

    // Delete with a question.
    await page.getByRole('button', { name: `${um.deleteUser}: Paula Kassa` }).click();
    const dialog = page.getByRole('alertdialog', { name: um.deleteQuestion('Paula Kassa') });
    await dialog.waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: um.deleteUser }).click();
    await page.getByRole('link', { name: 'Paula Kassa' }).waitFor({ state: 'detached' });
    expect((await users()).some((user) => user.username === 'paula-kassa')).toBe(false);
  });

  it('the last admin cannot take away their own admin role: the German message, nothing saved', async () => {
    await page.goto('/backend/users/1');
    await page.getByRole('heading', { level: 1, name: um.editUser('Anna Morgenrot') }).waitFor();
    await toggleOptions(um.fields.roles, [um.roles.ROLE_EMPLOYEE, um.roles.ROLE_ADMIN]);
    await page.getByRole('button', { name: fm.save }).click();
    const error = page.getByTestId('save-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(messages.backoffice.lastAdmin);
    expect((await users()).find((user) => user.id === 1)?.roles).toEqual(['ROLE_ADMIN']);
    await expectNoSeriousViolations(page);

    // Disabling oneself from the list is refused the same way.
    await page.getByRole('button', { name: fm.discard }).click();
    await page.getByRole('link', { name: `← ${um.backToList}` }).click();
    await page.getByRole('button', { name: `${um.disable}: Anna Morgenrot` }).click();
    await page.getByTestId('list-error').waitFor();
    expect(await page.getByTestId('list-error').textContent()).toContain(messages.backoffice.lastAdmin);
    expect((await users()).find((user) => user.id === 1)?.isEnabled).toBe(true);
  });

  it('bad input shows German field errors and creates nothing', async () => {
    const before = (await users()).length;
    await page.goto('/backend/users/new');
    await page.getByRole('heading', { level: 1, name: um.newUser }).waitFor();
    await page.getByRole('textbox', { name: /^Benutzername/ }).fill('ab');
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('keine-adresse');
    await page.locator('input[name=password]').fill('kurz');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.formHasErrors).waitFor();
    await page.getByText(messages.validation.invalidEmail).waitFor();
    expect(await page.getByText(messages.validation.tooShort({ limit: 3 })).count()).toBe(1);
    expect(await page.getByText(messages.validation.tooShort({ limit: 8 })).count()).toBe(1);
    expect(await page.getByText(messages.validation.blank).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('textbox', { name: /^Vorname/ }).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousViolations(page);

    // Valid for the schema, refused by the API: a username that exists lands on its field.
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Zweiter');
    await page.getByRole('textbox', { name: /^Nachname/ }).fill('Lukas');
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('');
    await page.getByRole('textbox', { name: /^Benutzername/ }).fill('filiale');
    await page.locator('input[name=password]').fill('lang-genug-1');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(messages.validation.notUnique).waitFor();
    expect(await page.getByRole('textbox', { name: /^Benutzername/ }).getAttribute('aria-invalid')).toBe('true');
    expect((await users()).length).toBe(before);
  });

  it('sends a login link by e-mail', async () => {
    await page.goto('/backend/users/2');
    await page.getByRole('heading', { level: 1, name: um.editUser('Lukas Gruber') }).waitFor();
    await page.getByRole('button', { name: um.sendLoginLink }).click();
    await expect
      .poll(() => page.getByTestId('login-link-note').textContent())
      .toBe(um.loginLinkSent('wien@baeckerei-morgenrot.at'));
  });
});
