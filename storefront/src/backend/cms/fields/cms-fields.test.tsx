// @vitest-environment jsdom
import { type CmsField, errorsMessages, backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRoute, renderWithApi } from '../../forms/test-harness';
import { CmsFields } from './cms-fields';

vi.setConfig({ testTimeout: 60_000 });

let form: UseFormReturn<Record<string, unknown>> | null = null;
const values = () => form?.getValues() ?? {};

function Harness({ fields, initial }: { fields: readonly CmsField[]; initial: Record<string, unknown> }) {
  const current = useForm<Record<string, unknown>>({ defaultValues: initial });
  form = current;
  return (
    <FormProvider {...current}>
      <form>
        <CmsFields fields={fields} name="doc" />
      </form>
    </FormProvider>
  );
}

function show(fields: readonly CmsField[], doc: Record<string, unknown> = {}, route: FakeRoute = () => undefined) {
  return renderWithApi(<Harness fields={fields} initial={{ doc }} />, route);
}

const image = (id: number, alt?: string) => ({ id, version: 1, extension: 'jpg', ...(alt ? { alt } : {}) });
const upload = (id: number, name: string) => ({
  id,
  version: 1,
  extension: 'pdf',
  publicHash: `hash${id}`,
  mimeType: 'application/pdf',
  name,
});

describe('CMS field renderer: one field per §3 type', () => {
  it('text and textarea write strings', async () => {
    show([
      { key: 'title', type: 'text', label: 'Titel' },
      { key: 'note', type: 'textarea', label: 'Notiz' },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Unsere Bäckerei');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notiz' }), 'Zeile 1{enter}Zeile 2');
    expect(values()).toEqual({ doc: { title: 'Unsere Bäckerei', note: 'Zeile 1\nZeile 2' } });
  });

  it('wysiwyg shows the stored HTML in a labelled editor with a formatting toolbar', async () => {
    show([{ key: 'text', type: 'wysiwyg', label: 'Text' }], { text: '<p>Hallo <strong>Welt</strong></p>' });
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    expect(editor.innerHTML).toContain('<strong>Welt</strong>');
    const toolbar = screen.getByRole('toolbar', { name: `${m.wysiwyg.toolbar}: Text` });
    expect(within(toolbar).getByRole('button', { name: m.wysiwyg.bold })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: m.wysiwyg.heading2 })).toBeTruthy();
    // A value set from outside (after a save or discard) replaces the document.
    act(() => form?.setValue('doc', { text: '<h2>Neu</h2>' }));
    await waitFor(() => expect(editor.innerHTML).toContain('<h2>Neu</h2>'));
  });

  it('markdown renders its preview as the shop does while typing', async () => {
    show([{ key: 'legal', type: 'markdown', label: 'Rechtstext' }]);
    expect(screen.getByText(m.markdown.emptyPreview)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Rechtstext' }), '# Impressum{enter}{enter}**fett**');
    const preview = screen.getByRole('region', { name: `${m.markdown.preview}: Rechtstext` });
    expect(within(preview).getByRole('heading', { name: 'Impressum' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('fett');
    expect(values()).toEqual({ doc: { legal: '# Impressum\n\n**fett**' } });
  });

  it('number writes a number (not a string)', async () => {
    show([{ key: 'seconds', type: 'number', label: 'Sekunden' }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Sekunden' }), '12');
    expect(values()).toEqual({ doc: { seconds: 12 } });
  });

  it('date, dateTime and time show their stored values in German order', () => {
    show(
      [
        { key: 'day', type: 'date', label: 'Tag' },
        { key: 'at', type: 'dateTime', label: 'Zeitpunkt' },
        { key: 'from', type: 'time', label: 'Ab' },
      ],
      { day: '2026-11-27', at: '2026-11-27T08:30:00.000Z', from: '07:45' },
    );
    const segments = (label: string) =>
      within(screen.getByRole('group', { name: label }))
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent)
        .join(' ');
    expect(segments('Tag')).toBe('27 11 2026');
    expect(segments('Zeitpunkt')).toMatch(/^27 11 2026 \d{1,2} 30$/);
    expect(segments('Ab')).toBe('07 45');
  });

  it('boolean is a checkbox', async () => {
    show([{ key: 'shown', type: 'boolean', label: 'Anzeigen' }], { shown: false });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anzeigen' }));
    expect(values()).toEqual({ doc: { shown: true } });
  });

  it('color takes a hex value typed or picked', async () => {
    show([{ key: 'color', type: 'color', label: 'Farbe' }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Farbe' }), '#C00000');
    expect(values()).toEqual({ doc: { color: '#C00000' } });
    expect((screen.getByLabelText(`${m.colorPicker}: Farbe`) as HTMLInputElement).value).toBe('#c00000');
  });

  it('select and multiselect store option values', async () => {
    show(
      [
        {
          key: 'variant',
          type: 'select',
          label: 'Variante',
          options: [
            { value: 'a', label: 'A (zentriert)' },
            { value: 'b', label: 'B' },
          ],
        },
        {
          key: 'days',
          type: 'multiselect',
          label: 'Tage',
          options: [
            { value: 'mo', label: 'Montag' },
            { value: 'di', label: 'Dienstag' },
          ],
        },
      ],
      { variant: null, days: ['di'] },
    );
    await userEvent.click(screen.getByRole('button', { name: /Variante/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'A (zentriert)' }));
    expect(values()).toEqual({ doc: { variant: 'a', days: ['di'] } });
    expect(screen.getByRole('button', { name: /Tage/ }).textContent).toContain('Dienstag');
  });

  it('image uploads through POST /images with its alternative text and can be removed', async () => {
    const view = show([{ key: 'image', type: 'image', label: 'Bild' }], { image: null }, (call) =>
      call.method === 'POST' && call.path === '/images'
        ? { status: 201, body: { data: { ...image(7), alt: 'Brot' } } }
        : undefined,
    );
    expect(screen.getByText(m.noImage)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: `${m.imageAlt} (Bild)` }), 'Brot');
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'brot.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(values()).toEqual({ doc: { image: image(7, 'Brot') } }));
    expect(view.calls.some((call) => call.method === 'POST' && call.path === '/images')).toBe(true);
    expect(screen.getByRole('img', { name: 'Brot' }).getAttribute('src')).toBe('/image/thumbnail/7-1.jpg');
    await userEvent.click(screen.getByRole('button', { name: m.removeNamed('Bild') }));
    expect(values()).toEqual({ doc: { image: null } });
  });

  it('image shows the §8 upload message when the upload fails', async () => {
    const view = show([{ key: 'image', type: 'image', label: 'Bild' }], {}, (call) =>
      call.method === 'POST' ? { status: 500, body: {} } : undefined,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'kaputt.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Die ausgewählte Datei "kaputt.jpg"');
    expect(values()).toEqual({ doc: {} });
  });

  it('images keep their order, move and remove', async () => {
    show([{ key: 'images', type: 'images', label: 'Bilder' }], { images: [image(1, 'Eins'), image(2, 'Zwei')] });
    await userEvent.click(screen.getByRole('button', { name: `${m.moveDown}: ${m.imageAltOf(1)}` }));
    expect(values()).toEqual({ doc: { images: [image(2, 'Zwei'), image(1, 'Eins')] } });
    await userEvent.click(screen.getByRole('button', { name: m.removeNamed(m.imageAltOf(1)) }));
    expect(values()).toEqual({ doc: { images: [image(1, 'Eins')] } });
  });

  it('images upload with the file name as alternative text (the API requires one) and append in order', async () => {
    const view = show([{ key: 'images', type: 'images', label: 'Bilder' }], { images: [image(1, 'Eins')] }, (call) =>
      call.method === 'POST' && call.path === '/images' ? { status: 201, body: { data: image(9) } } : undefined,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'frische_semmeln.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(values()).toEqual({ doc: { images: [image(1, 'Eins'), image(9, 'frische semmeln')] } }));
  });

  it('image takes an image of the media library chosen by its alternative text, asked for page by page once opened', async () => {
    const library = [
      { ...image(4), alt: 'Semmeln im Korb' },
      { ...image(5), alt: 'Kornspitz' },
    ];
    const view = show([{ key: 'image', type: 'image', label: 'Bild' }], { image: null }, (call) => {
      if (call.method !== 'GET' || !call.path.startsWith('/images?')) return undefined;
      const query = new URL(call.path, 'http://test').searchParams;
      // The API refuses more than 100 rows at once (400): the picker must stay within it.
      if (Number(query.get('limit')) > 100) return { status: 400, body: { error: { message: 'limit' } } };
      const search = (query.get('search') ?? '').toLowerCase();
      const rows = library.filter((row) => row.alt.toLowerCase().includes(search));
      return { status: 200, body: { data: rows, meta: { total: search ? rows.length : 240 } } };
    });
    // Nothing is loaded on page load, only when the picker opens.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.calls.filter((call) => call.path.startsWith('/images'))).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: `${m.fromLibrary} (Bild)` }));
    expect(await screen.findByRole('option', { name: 'Semmeln im Korb' })).toBeTruthy();
    expect(screen.getByText(m.libraryMore(2, 240))).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: `${m.fromLibrary} (Bild)` }), 'korn');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Semmeln im Korb' })).toBeNull());
    expect(view.calls.some((call) => call.path === '/images?limit=50&search=korn')).toBe(true);
    await userEvent.click(await screen.findByRole('option', { name: 'Kornspitz' }));
    expect(values()).toEqual({ doc: { image: image(5, 'Kornspitz') } });
    for (const call of view.calls.filter((each) => each.path.startsWith('/images'))) {
      expect(Number(new URL(call.path, 'http://test').searchParams.get('limit'))).toBeLessThanOrEqual(100);
    }
    expect(screen.queryByText(errorsMessages.dataLoadFailed)).toBeNull();
  });

  it('file uploads through POST /uploads and keeps the public hash and the name', async () => {
    const view = show([{ key: 'file', type: 'file', label: 'Datei' }], {}, (call) =>
      call.method === 'POST' && call.path === '/uploads'
        ? { status: 201, body: { data: { ...upload(3, 'server.pdf'), name: undefined } } }
        : undefined,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'Speisekarte.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(values()).toEqual({ doc: { file: upload(3, 'Speisekarte.pdf') } }));
    expect(screen.getByRole('link', { name: 'Speisekarte.pdf' }).getAttribute('href')).toBe('/upload/hash3/3-1.pdf');
  });

  it('files list their links in order and remove one', async () => {
    show([{ key: 'files', type: 'files', label: 'Dateien' }], { files: [upload(1, 'a.pdf'), upload(2, 'b.pdf')] });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['a.pdf', 'b.pdf']);
    await userEvent.click(screen.getByRole('button', { name: `${m.moveUp}: b.pdf` }));
    await userEvent.click(screen.getByRole('button', { name: m.removeNamed('a.pdf') }));
    expect(values()).toEqual({ doc: { files: [upload(2, 'b.pdf')] } });
  });

  it('group writes a nested object', async () => {
    show([
      {
        key: 'link',
        type: 'group',
        label: 'Link',
        fields: [
          { key: 'url', type: 'text', label: 'Adresse' },
          { key: 'label', type: 'text', label: 'Beschriftung' },
        ],
      },
    ]);
    expect(screen.getByRole('group', { name: 'Link' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse' }), '/shop');
    expect(values()).toEqual({ doc: { link: { url: '/shop' } } });
  });

  it('tabs show one page at a time but keep every page in the form and mark a page with errors', async () => {
    show([
      {
        key: 'tabs',
        type: 'tabs',
        label: 'Abschnitt',
        tabs: [
          { key: 'content', label: 'Inhalt', fields: [{ key: 'title', type: 'text', label: 'Titel' }] },
          { key: 'settings', label: 'Einstellungen', fields: [{ key: 'anchor', type: 'text', label: 'Anker' }] },
        ],
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Inhalt' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Einstellungen' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anker' }), 'kontakt');
    expect(values()).toEqual({ doc: { anchor: 'kontakt' } });
    await userEvent.click(screen.getByRole('tab', { name: 'Inhalt' }));
    act(() => form?.setError('doc.anchor', { message: 'Dieser Wert ist nicht gültig.' }));
    expect(screen.getByRole('tab', { name: new RegExp(`^Einstellungen.*${m.tabHasErrors}`) })).toBeTruthy();
  });

  it('collection adds, names, moves and removes entries', async () => {
    show(
      [
        {
          key: 'items',
          type: 'collection',
          label: 'Einträge',
          itemLabel: 'Eintrag',
          max: 3,
          fields: [{ key: 'title', type: 'text', label: 'Titel' }],
        },
      ],
      { items: [{ title: 'Brot' }] },
    );
    await userEvent.click(screen.getByRole('button', { name: m.addEntry }));
    const titles = screen.getAllByRole('textbox', { name: 'Titel' });
    await userEvent.type(titles[1] as HTMLElement, 'Gebäck');
    expect(screen.getByRole('heading', { name: 'Eintrag 2: Gebäck' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${m.moveUp}: Eintrag 2` }));
    expect(values()).toEqual({ doc: { items: [{ title: 'Gebäck' }, { title: 'Brot' }] } });
    await userEvent.click(screen.getByRole('button', { name: m.addEntry }));
    expect(screen.getByRole('button', { name: m.addEntry }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: m.removeNamed('Eintrag 1') }));
    expect(values()).toEqual({ doc: { items: [{ title: 'Brot' }, { title: null }] } });
  });

  it('reference offers the records of its target by name and stores ids', async () => {
    const view = show(
      [
        { key: 'productIds', type: 'reference', target: 'product', multiple: true, label: 'Produkte' },
        { key: 'siteId', type: 'reference', target: 'site', label: 'Seite' },
      ],
      { productIds: [2], siteId: null },
      (call) => {
        if (call.path.startsWith('/products?'))
          return {
            status: 200,
            body: {
              data: [
                { id: 1, name: 'Semmel' },
                { id: 2, name: 'Kornspitz' },
              ],
            },
          };
        if (call.path.startsWith('/sites?'))
          return { status: 200, body: { data: [{ id: 5, name: 'Über uns', path: 'ueber-uns' }] } };
        return undefined;
      },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Produkte/ }).textContent).toContain('Kornspitz'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Seite' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Über uns (/ueber-uns)' }));
    expect(values()).toEqual({ doc: { productIds: [2], siteId: 5 } });
    expect(view.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/products?limit=1000', '/sites?limit=1000']),
    );
  });

  it('a scene reference offers the scenes by name and path and stores the id (issue 29.3)', async () => {
    const view = show(
      [{ key: 'sceneId', type: 'reference', target: 'scene', label: 'Szene' }],
      { sceneId: null },
      (call) =>
        call.path.startsWith('/scenes?')
          ? {
              status: 200,
              body: {
                data: [
                  { id: 1, name: 'Theke', path: 'theke', layout: 'ticker' },
                  { id: 2, name: 'Theke', path: 'graz/theke', layout: 'full' },
                ],
              },
            }
          : undefined,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Szene' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Theke (graz/theke)' }));
    expect(values()).toEqual({ doc: { sceneId: 2 } });
    expect(view.calls.map((call) => call.path)).toContain('/scenes?limit=1000');
  });
});
