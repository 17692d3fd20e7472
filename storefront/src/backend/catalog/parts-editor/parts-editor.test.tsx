import { messages, type ProductPart, productPartSchema } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installCssEscape } from './css-escape.test-support';
import { moveItem } from './list-moves';
import type { EditablePart } from './part-values';
import { PartsEditor } from './parts-editor';

const m = messages.backofficeCatalogStructure;
vi.setConfig({ testTimeout: 90_000 });
installCssEscape();

let latest: EditablePart[] = [];

function Harness({ initial }: { initial: EditablePart[] }) {
  const [parts, setParts] = useState(initial);
  latest = parts;
  return (
    <PartsEditor
      value={parts}
      onChange={(next) => {
        latest = next;
        setParts(next);
      }}
    />
  );
}

const size: ProductPart = {
  name: 'Größe',
  description: null,
  type: 'select',
  isOptional: false,
  options: [
    { name: 'Klein', modifier: 'add', value: '0.00' },
    { name: 'Groß', modifier: 'overwrite', value: '12.00' },
  ],
};
const note: ProductPart = { name: 'Widmung', description: null, type: 'text', isOptional: true, options: [] };

const stepNames = () =>
  within(screen.getByRole('grid', { name: m.stepsList }))
    .getAllByRole('row')
    .map((row) => row.textContent ?? '');

const formSchema = z.object({ parts: z.array(productPartSchema) });

function FormHarness({ onSave }: { onSave: () => void }) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { parts: [size] as EditablePart[] } });
  const parts = form.watch('parts');
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <PartsEditor
        value={parts}
        onChange={(next) => form.setValue('parts', next)}
        errorOf={(path) => (get(form.formState.errors, `parts.${path}`) as { message?: string } | undefined)?.message}
      />
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('PartsEditor', () => {
  it('adds a step of every type with a name, optional flag and options whose euro value keeps a decimal string', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={[]} />);
    expect(screen.getByText(m.noParts)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `+ ${m.addPart}` }));
    const detail = screen.getByTestId('part-detail');
    await user.type(within(detail).getByRole('textbox', { name: new RegExp(m.partName) }), 'Belag');
    await user.click(within(detail).getByRole('checkbox', { name: m.partOptional }));
    await user.click(within(detail).getByRole('button', { name: `+ ${m.addOption}` }));
    const option = screen.getByTestId('option-detail');
    await user.type(within(option).getByRole('textbox', { name: new RegExp(m.optionName) }), 'Käse');
    const value = within(option).getByRole('textbox', { name: new RegExp(m.optionValue) });
    await user.clear(value);
    await user.type(value, '1,5');
    await user.tab();
    expect((value as HTMLInputElement).value).toBe('1,50');

    expect(latest).toEqual([
      {
        name: 'Belag',
        description: null,
        type: 'select',
        isOptional: true,
        options: [{ name: 'Käse', modifier: 'add', value: '1.50' }],
      },
    ]);
    // what the editor emits is what the API's schema accepts
    expect(z.array(productPartSchema).safeParse(latest).success).toBe(true);

    // the type select offers all eight step types, in German
    await user.click(within(detail).getByRole('button', { name: new RegExp(m.partType) }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(m.partTypes));
    await user.click(within(listbox).getByRole('option', { name: m.partTypes.textarea }));
    expect(latest[0]?.type).toBe('textarea');
    expect(screen.getByText(m.optionsOnlyForChoices)).toBeTruthy();
  });

  it('changes the modifier of an option and removes options and steps', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={[size, note]} />);
    const option = screen.getByTestId('option-detail');
    await user.click(within(option).getByRole('button', { name: new RegExp(m.optionModifier) }));
    await user.click(await screen.findByRole('option', { name: m.modifiers.subtract }));
    expect(latest[0]?.options?.[0]).toEqual({ name: 'Klein', modifier: 'subtract', value: '0.00' });

    await user.click(screen.getByRole('button', { name: m.removeItem('Groß') }));
    expect(latest[0]?.options?.map((o) => o.name)).toEqual(['Klein']);
    await user.click(screen.getByRole('button', { name: m.removeItem('Größe') }));
    expect(latest.map((p) => p.name)).toEqual(['Widmung']);
  });

  it('reorders steps and options with the nach oben / nach unten buttons, by keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={[size, note]} />);
    expect(stepNames()[0]).toContain('Größe');
    expect(screen.getByRole('button', { name: m.moveUpItem('Größe') }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: m.moveDownItem('Größe') }));
    expect(latest.map((p) => p.name)).toEqual(['Widmung', 'Größe']);
    expect(stepNames()[0]).toContain('Widmung');

    // keyboard: focus the button and press Enter
    screen.getByRole('button', { name: m.moveUpItem('Größe') }).focus();
    await user.keyboard('{Enter}');
    expect(latest.map((p) => p.name)).toEqual(['Größe', 'Widmung']);

    // options of the chosen step
    await user.click(screen.getByRole('button', { name: m.moveUpItem('Groß') }));
    expect(latest[0]?.options?.map((o) => o.name)).toEqual(['Groß', 'Klein']);
    // the detail follows the moved option
    expect(within(screen.getByTestId('option-detail')).getByDisplayValue('Klein')).toBeTruthy();
  });

  it('shows the German errors of the domain schema on the fields of the chosen step', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<FormHarness onSave={onSave} />);
    await user.clear(screen.getByRole('textbox', { name: new RegExp(m.partName) }));
    const value = within(screen.getByTestId('option-detail')).getByRole('textbox', {
      name: new RegExp(m.optionValue),
    });
    await user.clear(value);
    await user.type(value, '1,2,3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    // the resolver validates asynchronously: wait for the errors before checking that nothing was saved
    expect((await screen.findAllByText(messages.validation.blank)).length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(messages.validation.invalidAmount)).toBeTruthy();
    expect(screen.getAllByText(m.hasErrors).length).toBeGreaterThan(0);
  });
});

describe('moveItem', () => {
  it('moves an entry and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});
