import { useStaffApi } from '@bestell/api-client';
import { messages, requiredTextField } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from '../forms';
import { type FakeRoute, renderWithApi } from '../forms/test-harness';
import { EditorPage } from './editor-page';
import { EditorSection } from './editor-section';
import { useRecordEditor } from './use-record-editor';

const schema = z.strictObject({ name: requiredTextField(50) });
type Values = z.input<typeof schema>;
interface Thing {
  id: number;
  version: number;
  name: string;
}
const listKey = ['staff', '/things', 'list'] as const;

function ThingEditor({ id }: { id: number | null }) {
  const { edit, deleteAction } = useRecordEditor<typeof schema, Thing>({
    path: '/things',
    id,
    schema,
    toValues: (thing) => ({ name: thing?.name ?? '' }),
    screenPath: '/backend/things',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? 'Neues Ding' : `Ding „${edit.entity?.name ?? ''}“`}
      loadFailedMessage="Ding konnte nicht geladen werden."
      back={{ to: '/backend/things', label: 'Zurück' }}
      testId="thing-form"
      remove={deleteAction({
        label: 'Ding löschen',
        question: (thing) => `Ding „${thing.name}“ löschen?`,
        failedMessage: 'Ding konnte nicht gelöscht werden.',
      })}
    >
      <EditorSection id="thing-main" title="Allgemein">
        <TextField<Values> name="name" label="Name" isRequired />
      </EditorSection>
    </EditorPage>
  );
}

function EditRoute() {
  const id = Number(useParams().id);
  return <ThingEditor key={id} id={id} />;
}

/** The list's query stays mounted beside the editor, so a refresh of it is a new GET. */
function ListProbe() {
  const api = useStaffApi();
  useQuery({ queryKey: listKey, queryFn: ({ signal }) => api.list<Thing>('/things', signal) });
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function app() {
  return (
    <>
      <ListProbe />
      <Routes>
        <Route path="/backend/things" element={<p>Liste der Dinge</p>} />
        <Route path="/backend/things/new" element={<ThingEditor key="new" id={null} />} />
        <Route path="/backend/things/:id" element={<EditRoute />} />
      </Routes>
    </>
  );
}

function thingsApi(): FakeRoute {
  let stored: Thing | null = { id: 7, version: 3, name: 'Semmel' };
  return (call) => {
    if (call.method === 'GET' && call.path === '/things') return { status: 200, body: { data: [], total: 0 } };
    if (call.method === 'POST' && call.path === '/things') {
      stored = { id: 8, version: 1, name: (call.body as { name: string }).name };
      return { status: 201, body: { data: stored } };
    }
    if (call.method === 'GET' && call.path === `/things/${stored?.id}`) return { status: 200, body: { data: stored } };
    if (call.method === 'DELETE' && call.path === '/things/7') return { status: 204 };
    return undefined;
  };
}

const listLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/things').length;

describe('useRecordEditor (a small CRUD screen’s editor)', { timeout: 20_000 }, () => {
  it('a new record, saved, moves on to its own address (and the list is refreshed)', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(app(), thingsApi(), '/backend/things/new');
    await screen.findByTestId('thing-form');
    await waitFor(() => expect(listLoads(calls)).toBe(1));
    expect(screen.queryByRole('button', { name: 'Ding löschen' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kipferl');
    await user.click(
      within(screen.getByTestId('save-bar')).getByRole('button', { name: messages.backofficeForms.save }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/backend/things/8'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Kipferl' });
    await waitFor(() => expect(listLoads(calls)).toBe(2));
  });

  it('deletes the loaded record with If-Match after the question, refreshes the list and goes back to it', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(app(), thingsApi(), '/backend/things/7');
    await screen.findByRole('heading', { level: 1, name: 'Ding „Semmel“' });
    await waitFor(() => expect(listLoads(calls)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Ding löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ding „Semmel“ löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ding löschen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/backend/things'));
    const del = calls.find((call) => call.method === 'DELETE');
    expect(del).toMatchObject({ path: '/things/7', headers: { 'If-Match': '3' } });
    await waitFor(() => expect(listLoads(calls)).toBe(2));
  });
});
