// @vitest-environment jsdom
import { backofficeCmsMessages as c, backofficeFormsMessages as fm } from '@bestell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../forms/test-harness';
import { SiteEditor } from './site-editor';

vi.setConfig({ testTimeout: 60_000 });

const stored = {
  id: 5,
  path: 'startseite',
  type: 'custom_home',
  name: 'Startseite',
  title: null,
  description: null,
  isPublic: true,
  version: 3,
  content: {
    sections: [
      { type: 'hero', title: 'Brot mit Zeit', text: '<p>Seit 1927.</p>' },
      { type: 'threeColumns', title: 'Drei', items: [{ title: 'Eins' }] },
    ],
  },
};

function api(call: RecordedCall) {
  if (call.method === 'GET' && call.path === '/sites/5') return { status: 200, body: { data: stored } };
  if (call.method === 'PUT' && call.path === '/sites/5') {
    return { status: 200, body: { data: { ...stored, ...(call.body as object), id: 5, version: 4 } } };
  }
  if (call.path.startsWith('/products')) return { status: 200, body: { data: [] } };
  if (call.path.startsWith('/config')) return { status: 200, body: { data: {} } };
  return undefined;
}

function show() {
  return renderWithApi(
    <Routes>
      <Route path="/backend/sites/:id" element={<SiteEditor id={5} />} />
    </Routes>,
    api,
    '/backend/sites/5',
  );
}

describe('site editor', () => {
  it('edits a section, previews it live and saves the body the API takes; afterwards the form is clean', async () => {
    const view = show();
    const hero = await screen.findByRole('heading', { name: /Abschnitt 1: Hero/ });
    const card = hero.closest('li') as HTMLElement;
    const title = within(card).getByRole('textbox', { name: c.sectionFields.title });
    await userEvent.clear(title);
    await userEvent.type(title, 'Frisch');
    const preview = screen.getByTestId('site-preview');
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe('Frisch'));
    await userEvent.click(screen.getByRole('button', { name: fm.save }));
    await screen.findByText(fm.saved);
    const put = view.calls.find((call) => call.method === 'PUT');
    expect(put?.headers['If-Match']).toBe('3');
    expect(put?.body).toEqual({
      type: 'custom_home',
      path: 'startseite',
      name: 'Startseite',
      title: null,
      description: null,
      isPublic: true,
      content: {
        sections: [
          { type: 'hero', title: 'Frisch', text: '<p>Seit 1927.</p>' },
          { type: 'threeColumns', title: 'Drei', items: [{ title: 'Eins' }] },
        ],
      },
    });
    expect(screen.queryByText(fm.unsavedChanges)).toBeNull();
  });
});
