import { decimalField, messages, requiredTextField } from '@bestell/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MoneyField } from './number-fields';
import { SaveBar } from './save-bar';
import { renderWithApi } from './test-harness';
import { TextField } from './text-fields';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useEditForm } from './use-edit-form';

const schema = z.strictObject({ name: requiredTextField(50), price: decimalField() });
type Values = z.input<typeof schema>;
interface Thing {
  id: number;
  version: number;
  name: string;
  price: string;
}

function ThingEditor() {
  const edit = useEditForm<typeof schema, Thing>({
    path: '/things',
    id: 7,
    schema,
    toValues: (thing) => ({ name: thing?.name ?? '', price: thing?.price ?? '' }),
  });
  if (edit.isLoading) return <p>lädt</p>;
  return (
    <FormProvider {...edit.form}>
      <form id={edit.formId} onSubmit={edit.submit} noValidate>
        <TextField<Values> name="name" label="Name" isRequired />
        <MoneyField<Values> name="price" label="Preis" isRequired />
      </form>
      <Link to="/elsewhere">Anderswo</Link>
      <SaveBar
        formId={edit.formId}
        isDirty={edit.form.formState.isDirty}
        isSaving={edit.isSaving}
        onDiscard={edit.discard}
        messages={edit.formMessages}
        justSaved={edit.justSaved}
      />
      <UnsavedChangesGuard when={edit.form.formState.isDirty && !edit.isSaving} />
    </FormProvider>
  );
}

function app() {
  return (
    <Routes>
      <Route path="/" element={<ThingEditor />} />
      <Route path="/elsewhere" element={<p>Andere Seite</p>} />
    </Routes>
  );
}

const conflictMessage = messages.backoffice.conflict;

function thingsApi(saveAnswer: (version: string | undefined, body: unknown) => { status: number; body?: unknown }) {
  let stored: Thing = { id: 7, version: 3, name: 'Semmel', price: '0.50' };
  return (call: { method: string; path: string; headers: Record<string, string>; body: unknown }) => {
    if (call.method === 'GET' && call.path === '/things/7') return { status: 200, body: { data: stored } };
    if (call.method === 'PUT' && call.path === '/things/7') {
      const answer = saveAnswer(call.headers['If-Match'], call.body);
      if (answer.status === 200) {
        stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
        return { status: 200, body: { data: stored } };
      }
      return answer;
    }
    return undefined;
  };
}

// Typing through React Aria fields is slow on a loaded 2-core machine.
describe('useEditForm with the form kit', { timeout: 20_000 }, () => {
  it('saves with the loaded version as If-Match, the German amount as a decimal string, then the new version', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      app(),
      thingsApi(() => ({ status: 200 })),
    );
    const price = await screen.findByRole('textbox', { name: /Preis/ });
    expect(price).toHaveProperty('value', '0,50');
    await user.clear(price);
    await user.type(price, '2,9');
    await user.tab();
    expect(price).toHaveProperty('value', '2,90');
    expect(screen.getByText(messages.backofficeForms.unsavedChanges)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.backofficeForms.save }));
    await screen.findByText(messages.backofficeForms.saved);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts[0]?.headers['If-Match']).toBe('3');
    expect(puts[0]?.headers['X-CSRF-Token']).toBe('csrf-test');
    expect(puts[0]?.body).toEqual({ name: 'Semmel', price: '2.90' });

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'n');
    await user.click(screen.getByRole('button', { name: messages.backofficeForms.save }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.headers['If-Match']).toBe('4');
  });

  it('shows the schema message on the field and sends nothing when the input is invalid', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      app(),
      thingsApi(() => ({ status: 200 })),
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    const price = screen.getByRole('textbox', { name: /Preis/ });
    await user.clear(price);
    await user.type(price, 'zwei');
    await user.click(screen.getByRole('button', { name: messages.backofficeForms.save }));
    expect(await screen.findByText(messages.validation.blank)).toBeTruthy();
    expect(screen.getByText(messages.validation.invalidAmount)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("puts the API's field errors on their fields", async () => {
    const user = userEvent.setup();
    const notUnique = messages.validation.notUnique;
    renderWithApi(
      app(),
      thingsApi(() => ({ status: 422, body: { errors: [{ field: 'name', message: notUnique, code: 'validation' }] } })),
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: messages.backofficeForms.save }));
    expect(await screen.findByText(notUnique)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the conflict message on 409 and keeps the input', async () => {
    const user = userEvent.setup();
    renderWithApi(
      app(),
      thingsApi(() => ({ status: 409, body: { errors: [{ code: 'conflict', message: conflictMessage }] } })),
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, ' groß');
    await user.click(screen.getByRole('button', { name: messages.backofficeForms.save }));
    expect((await screen.findByTestId('save-error')).textContent).toContain(conflictMessage);
    expect(name).toHaveProperty('value', 'Semmel groß');
  });

  it('asks before a dirty form is left by a link; staying keeps the input, leaving navigates', async () => {
    const user = userEvent.setup();
    renderWithApi(
      app(),
      thingsApi(() => ({ status: 200 })),
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, '!');
    await user.click(screen.getByRole('link', { name: 'Anderswo' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.backofficeForms.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', 'Semmel!');
    await user.click(screen.getByRole('link', { name: 'Anderswo' }));
    await user.click(await screen.findByRole('button', { name: messages.backofficeForms.leave }));
    expect(await screen.findByText('Andere Seite')).toBeTruthy();
  });

  it('lets a clean form be left without asking', async () => {
    const user = userEvent.setup();
    renderWithApi(
      app(),
      thingsApi(() => ({ status: 200 })),
    );
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('link', { name: 'Anderswo' }));
    expect(await screen.findByText('Andere Seite')).toBeTruthy();
  });
});
