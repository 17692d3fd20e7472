import { backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../forms/test-harness';
import { CmsFields } from './cms-fields';
import { isEditorLink } from './link-dialog';

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view after a change.
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;

let form: UseFormReturn<Record<string, unknown>> | null = null;
const submitted = vi.fn();

function Harness() {
  const current = useForm<Record<string, unknown>>({ defaultValues: { doc: { text: '<p>Hallo Welt</p>' } } });
  form = current;
  return (
    <FormProvider {...current}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <CmsFields fields={[{ key: 'text', type: 'wysiwyg', label: 'Text' }]} name="doc" />
      </form>
    </FormProvider>
  );
}

const text = () => (form?.getValues('doc') as { text?: string } | undefined)?.text ?? '';

describe('the rich-text link dialog', { timeout: 60_000 }, () => {
  it('asks for the address in a labelled dialog, refuses an unsafe one in German and sets a good one', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    const user = userEvent.setup();
    renderWithApi(<Harness />, () => undefined);
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    // Focused without a pointer: jsdom has no layout for ProseMirror's mouse handling.
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: m.wysiwyg.link }));

    const dialog = await screen.findByRole('dialog', { name: m.wysiwyg.linkDialogTitle });
    const address = within(dialog).getByRole('textbox', { name: m.wysiwyg.linkPrompt });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: m.wysiwyg.linkApply }));
    expect(within(dialog).getByText(m.wysiwyg.linkInvalid)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(text()).not.toContain('<a');

    await user.clear(address);
    await user.type(address, 'https://example.at/kontakt{enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text()).toContain('<a href="https://example.at/kontakt"');
    expect(text()).toContain('Hallo Welt</a>');
    // The dialog's own form does not submit the editor page's form, and no browser prompt is used.
    expect(submitted).not.toHaveBeenCalled();
    expect(prompt).not.toHaveBeenCalled();

    // Opened again it shows the link's address; an empty address removes the link; Abbrechen changes nothing.
    await user.click(screen.getByRole('button', { name: m.wysiwyg.link }));
    const again = await screen.findByRole('textbox', { name: m.wysiwyg.linkPrompt });
    expect((again as HTMLInputElement).value).toBe('https://example.at/kontakt');
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: m.wysiwyg.linkApply }));
    await waitFor(() => expect(text()).not.toContain('<a'));
  });

  it('takes http(s) with a host, mailto with an address and relative paths; nothing else', () => {
    for (const good of [
      'https://example.at',
      'http://example.at/x?y=1',
      'mailto:info@example.at',
      '/ueber-uns',
      '#kontakt',
      'jobs',
    ])
      expect(isEditorLink(good), good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://',
      'mailto:info',
      'ftp://example.at',
      'tel:+431234',
      'a b',
      '',
    ])
      expect(isEditorLink(bad), bad).toBe(false);
  });
});
