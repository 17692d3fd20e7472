import { messages, requiredTextField } from '@bestell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField, useEditForm } from '../forms';
import { type FakeRoute, type RecordedCall, renderWithApi } from '../forms/test-harness';
import { EditorPage } from './editor-page';
import { EditorSection } from './editor-section';
import { ListPage } from './list-page';
import { useDocumentForm } from './use-document-form';
import { useRowDelete } from './use-row-delete';

const schema = z.strictObject({ name: requiredTextField(50) });
type Values = z.input<typeof schema>;
interface Thing {
  id: number;
  version: number;
  name: string;
}

const f = messages.backofficeForms;
const loadFailed = 'Dinge konnten nicht geladen werden.';

function ThingEditor() {
  const navigate = useNavigate();
  const edit = useEditForm<typeof schema, Thing>({
    path: '/things',
    id: 7,
    schema,
    toValues: (thing) => ({ name: thing?.name ?? '' }),
  });
  const entity = edit.entity;
  return (
    <EditorPage
      edit={edit}
      title={`Ding „${entity?.name ?? ''}“`}
      loadFailedMessage={loadFailed}
      back={{ to: '/things', label: 'Zurück' }}
      testId="thing-form"
      remove={
        entity
          ? {
              label: 'Ding löschen',
              question: `Ding „${entity.name}“ löschen?`,
              path: `/things/${entity.id}`,
              version: entity.version,
              failedMessage: 'Ding konnte nicht gelöscht werden.',
              onDeleted: () => navigate('/things'),
            }
          : undefined
      }
    >
      <EditorSection id="thing-main" title="Allgemein">
        <TextField<Values> name="name" label="Name" isRequired />
      </EditorSection>
    </EditorPage>
  );
}

function thingsApp() {
  return (
    <Routes>
      <Route path="/things/7" element={<ThingEditor />} />
      <Route path="/things" element={<p>Liste der Dinge</p>} />
    </Routes>
  );
}

function thingsApi(options: { get?: number; put?: (call: RecordedCall) => number; del?: number } = {}): FakeRoute {
  let stored: Thing = { id: 7, version: 3, name: 'Semmel' };
  return (call) => {
    if (call.method === 'GET' && call.path === '/things/7') {
      if (options.get && options.get !== 200) return { status: options.get, body: { errors: [] } };
      return { status: 200, body: { data: stored } };
    }
    if (call.method === 'PUT' && call.path === '/things/7') {
      const status = options.put?.(call) ?? 200;
      if (status === 409) return { status, body: { errors: [{ message: 'x', code: 'conflict' }] } };
      if (status === 422)
        return {
          status,
          body: { errors: [{ message: messages.validation.invalidValue, field: 'name', code: 'invalid' }] },
        };
      stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
      return { status: 200, body: { data: stored } };
    }
    if (call.method === 'DELETE' && call.path === '/things/7') {
      if (options.del === 422)
        return { status: 422, body: { errors: [{ message: 'Das Ding ist noch in Verwendung.', code: 'in_use' }] } };
      return { status: 204 };
    }
    return undefined;
  };
}

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });
const save = () => within(screen.getByTestId('save-bar')).getByRole('button', { name: f.save });

// Typing through React Aria fields is slow on a loaded 2-core machine.
describe('EditorPage (the shared back-office editor)', { timeout: 20_000 }, () => {
  it('shows the §8 load message (and the way back) when the record cannot be loaded, and no form', async () => {
    renderWithApi(thingsApp(), thingsApi({ get: 500 }), '/things/7');
    expect((await screen.findByRole('alert')).textContent).toBe(loadFailed);
    expect(screen.getByRole('link', { name: /Zurück/ })).toBeTruthy();
    expect(screen.queryByTestId('thing-form')).toBeNull();
  });

  it('loads title and form, shows a German field error of the API at its field and the bar says to look', async () => {
    const user = userEvent.setup();
    renderWithApi(thingsApp(), thingsApi({ put: () => 422 }), '/things/7');
    await screen.findByRole('heading', { level: 1, name: 'Ding „Semmel“' });
    expect(screen.getByRole('region', { name: 'Allgemein' })).toBeTruthy();
    await user.type(nameBox(), 'n');
    await user.click(save());
    expect(await screen.findByText(messages.validation.invalidValue)).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('save-bar')).getByText(f.formHasErrors)).toBeTruthy();
  });

  it('refuses a blank required field in German without sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(thingsApp(), thingsApi(), '/things/7');
    await screen.findByTestId('thing-form');
    await user.clear(nameBox());
    await user.click(save());
    expect(await screen.findByText(messages.validation.blank)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves with If-Match; a 409 keeps the input, says so and offers to load the newer version', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = renderWithApi(thingsApp(), thingsApi({ put: () => (refuse ? 409 : 200) }), '/things/7');
    await screen.findByTestId('thing-form');
    await user.clear(nameBox());
    await user.type(nameBox(), 'Kipferl');
    await user.click(save());
    expect(await screen.findByText(messages.backoffice.conflict)).toBeTruthy();
    expect((nameBox() as HTMLInputElement).value).toBe('Kipferl');
    expect(calls.find((call) => call.method === 'PUT')?.headers['If-Match']).toBe('3');
    await user.click(screen.getByRole('button', { name: f.reload }));
    await waitFor(() => expect((nameBox() as HTMLInputElement).value).toBe('Semmel'));
    refuse = false;
    await user.type(nameBox(), 'n');
    await user.click(save());
    await waitFor(() => expect(screen.getByText(f.saved)).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ding „Semmeln“');
  });

  it('deletes only after the confirm dialog, with If-Match, then leaves; a refusal is shown in German', async () => {
    const user = userEvent.setup();
    const refused = renderWithApi(thingsApp(), thingsApi({ del: 422 }), '/things/7');
    await screen.findByTestId('thing-form');
    await user.click(screen.getByRole('button', { name: 'Ding löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ding „Semmel“ löschen?' });
    await user.click(within(dialog).getByRole('button', { name: f.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(refused.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ding löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ding löschen' }));
    expect((await screen.findByTestId('delete-error')).textContent).toBe('Das Ding ist noch in Verwendung.');
    expect(screen.getByTestId('thing-form')).toBeTruthy();
    refused.unmount();

    const { calls } = renderWithApi(thingsApp(), thingsApi(), '/things/7');
    await screen.findByTestId('thing-form');
    await user.click(screen.getByRole('button', { name: 'Ding löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ding löschen' }));
    await screen.findByText('Liste der Dinge');
    const remove = calls.find((call) => call.method === 'DELETE');
    expect(remove?.path).toBe('/things/7');
    expect(remove?.headers['If-Match']).toBe('3');
  });

  it('asks before unsaved changes are left through a link', async () => {
    const user = userEvent.setup();
    renderWithApi(thingsApp(), thingsApi(), '/things/7');
    await screen.findByTestId('thing-form');
    await user.type(nameBox(), 'x');
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    const dialog = await screen.findByRole('alertdialog', { name: f.leaveTitle });
    await user.click(within(dialog).getByRole('button', { name: f.stay }));
    expect(screen.getByTestId('thing-form')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: f.leave }));
    await screen.findByText('Liste der Dinge');
  });
});

interface Settings {
  name?: string;
  other?: string;
  version: number;
}

function SettingsEditor() {
  const edit = useDocumentForm({
    path: '/settings',
    queryKey: ['staff', '/settings'],
    schema,
    toValues: (stored: Settings) => ({ name: stored.name ?? '' }),
  });
  return (
    <EditorPage edit={edit} title="Einstellungen" loadFailedMessage={loadFailed} testId="settings-form">
      <TextField<Values> name="name" label="Name" isRequired />
    </EditorPage>
  );
}

describe('useDocumentForm (a single document such as the config)', { timeout: 20_000 }, () => {
  it('sends only its fields with If-Match and takes the saved document (its version) for the next save', async () => {
    const user = userEvent.setup();
    let stored: Settings = { name: 'Alt', other: 'bleibt', version: 5 };
    const { calls } = renderWithApi(<SettingsEditor />, (call) => {
      if (call.method === 'GET' && call.path === '/settings') return { status: 200, body: { data: stored } };
      if (call.method === 'POST' && call.path === '/settings') {
        if (call.headers['If-Match'] !== String(stored.version)) return { status: 409, body: { errors: [] } };
        stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
        return { status: 200, body: { data: stored } };
      }
      return undefined;
    });
    await screen.findByTestId('settings-form');
    expect((nameBox() as HTMLInputElement).value).toBe('Alt');
    await user.clear(nameBox());
    await user.type(nameBox(), 'Neu');
    await user.click(save());
    await waitFor(() => expect(screen.getByText(f.saved)).toBeTruthy());
    await user.type(nameBox(), 'er');
    await user.click(save());
    await waitFor(() => expect(stored.name).toBe('Neuer'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.headers['If-Match'], call.body])).toEqual([
      ['5', { name: 'Neu' }],
      ['6', { name: 'Neuer' }],
    ]);
    expect(stored.other).toBe('bleibt');
  });

  it('shows the load message when the document cannot be loaded', async () => {
    renderWithApi(<SettingsEditor />, () => ({ status: 500, body: { errors: [] } }));
    expect((await screen.findByRole('alert')).textContent).toBe(loadFailed);
  });
});

function ThingList() {
  const remove = useRowDelete<Thing>({
    pathOf: (row) => `/things/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => `Ding „${row.name}“ löschen?`,
    label: 'Ding löschen',
    failedMessage: 'Ding konnte nicht gelöscht werden.',
    invalidates: [],
    onError: (message) => {
      document.title = message;
    },
  });
  const row: Thing = { id: 7, version: 3, name: 'Semmel' };
  return (
    <ListPage
      title="Dinge"
      newLink={{ to: '/things/new', label: 'Neues Ding' }}
      loadFailed
      loadFailedMessage={loadFailed}
      failure="Ding konnte nicht aktualisiert werden."
      after={remove.dialog}
    >
      <button type="button" onClick={() => remove.ask(row)}>
        Semmel löschen
      </button>
    </ListPage>
  );
}

describe('ListPage and useRowDelete', { timeout: 20_000 }, () => {
  it('shows title, new link, the load message and a row failure; deletes a row after the question', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ThingList />, thingsApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Dinge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neues Ding' }).getAttribute('href')).toBe('/things/new');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      loadFailed,
      'Ding konnte nicht aktualisiert werden.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Semmel löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ding „Semmel“ löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ding löschen' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')?.headers['If-Match']).toBe('3');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

function RowButtonList() {
  const remove = useRowDelete<Thing>({
    pathOf: (row) => `/things/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => `Ding „${row.name}“ löschen?`,
    label: 'Ding löschen',
    failedMessage: 'Ding konnte nicht gelöscht werden.',
    invalidates: [],
  });
  const row: Thing = { id: 7, version: 3, name: 'Semmel' };
  return (
    <ListPage
      title="Dinge"
      loadFailed={false}
      loadFailedMessage={loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      {remove.button(row, row.name)}
    </ListPage>
  );
}

describe('useRowDelete: the row button and its failure', { timeout: 20_000 }, () => {
  it('names the button after the row, shows a refusal in German and clears it when asked again', async () => {
    const user = userEvent.setup();
    renderWithApi(<RowButtonList />, thingsApi({ del: 422 }));
    const button = screen.getByRole('button', { name: 'Ding löschen: Semmel' });
    expect(button.textContent).toBe('Ding löschen');
    await user.click(button);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ding löschen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Das Ding ist noch in Verwendung.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ding löschen: Semmel' }));
    await screen.findByRole('alertdialog');
    expect(screen.queryByText('Das Ding ist noch in Verwendung.')).toBeNull();
  });
});
