import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../forms/test-harness';
import type { StaffProduct } from './product-values';
import { ProductsListPage } from './products-list-page';
import { sachertorte as base } from './staff-product-fixture';

const products: StaffProduct[] = [
  { ...base, id: 1, uid: 'A-1', name: 'Kaisersemmel', type: 'other', categoryId: 2, version: 3, config: { parts: [] } },
  { ...base, id: 2, uid: 'A-2', name: 'Sachertorte', categoryId: 4, version: 7 },
  {
    ...base,
    id: 3,
    uid: 'A-3',
    name: 'Kakao',
    type: 'other',
    categoryId: 7,
    isPublic: false,
    version: 1,
    config: { parts: [] },
  },
];
const categories = [
  { id: 2, name: 'Gebäck' },
  { id: 4, name: 'Torten & Kuchen' },
  { id: 7, name: 'Kaffeehaus' },
];

function api(conflictId: number | null) {
  return (call: RecordedCall) => {
    if (call.method === 'GET' && call.path.startsWith('/products?')) return { status: 200, body: { data: products } };
    if (call.method === 'GET' && call.path.startsWith('/categories?'))
      return { status: 200, body: { data: categories } };
    const put = /^\/products\/(\d+)$/.exec(call.path);
    if (call.method === 'PUT' && put) {
      const id = Number(put[1]);
      if (id === conflictId) {
        return {
          status: 409,
          body: {
            errors: [{ code: 'conflict', message: 'Dieser Eintrag wurde inzwischen von jemand anderem geändert.' }],
          },
        };
      }
      const product = products.find((p) => p.id === id);
      return {
        status: 200,
        body: { data: { ...product, ...(call.body as object), version: (product?.version ?? 0) + 1 } },
      };
    }
    return undefined;
  };
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('products list', { timeout: 40_000 }, () => {
  it('searches, filters by type and public flag, and links each product to its form', async () => {
    renderWithApi(<ProductsListPage />, api(null));
    await screen.findByRole('link', { name: 'Kaisersemmel' }, { timeout: 5000 });
    expect(names()).toEqual(['Kaisersemmel', 'Sachertorte', 'Kakao']);
    expect(screen.getByRole('link', { name: 'Sachertorte' }).getAttribute('href')).toBe('/2');
    expect(screen.getByRole('row', { name: /Kakao/ }).textContent).toContain('Kaffeehaus');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Produkte suchen (Name, UID)' }), 'a-2');
    expect(names()).toEqual(['Sachertorte']);
    await userEvent.clear(screen.getByRole('searchbox'));

    await userEvent.click(screen.getByRole('button', { name: /Öffentlich$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nein' }));
    expect(names()).toEqual(['Kakao']);
  });

  it('disables the selected products one PUT each with the version the list showed (If-Match), whole bodies', async () => {
    const { calls } = renderWithApi(<ProductsListPage />, api(null));
    await screen.findByRole('link', { name: 'Kaisersemmel' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: '„Kaisersemmel“ auswählen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '„Sachertorte“ auswählen' }));
    const bar = screen.getByRole('region', { name: '2 Einträge ausgewählt' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Deaktivieren' }));
    await screen.findByText('2 Produkte gespeichert.', {}, { timeout: 5000 });
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.path, call.headers['If-Match']])).toEqual([
      ['/products/1', '3'],
      ['/products/2', '7'],
    ]);
    expect(puts[1]?.body).toMatchObject({ uid: 'A-2', name: 'Sachertorte', isEnabled: false, categoryId: 4 });
    expect(Object.keys(puts[1]?.body as object)).not.toContain('version');
  });

  it('reports a product someone else changed meanwhile and keeps it selected', async () => {
    renderWithApi(<ProductsListPage />, api(2));
    await screen.findByRole('link', { name: 'Kaisersemmel' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle Einträge dieser Seite auswählen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Sachertorte');
    expect(alert.textContent).toContain('von jemand anderem geändert');
    await waitFor(() => expect(screen.getByRole('region', { name: /ausgewählt/ })).toBeTruthy());
  });

  it('offers the label sheet of the selection in both layouts (contract 6)', async () => {
    renderWithApi(<ProductsListPage />, api(null));
    await screen.findByRole('link', { name: 'Kaisersemmel' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: '„Kaisersemmel“ auswählen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '„Kakao“ auswählen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Etiketten drucken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Etiketten drucken' });
    const link = within(dialog).getByRole('link', { name: 'PDF öffnen' });
    expect(link.getAttribute('href')).toBe('/api/products/labels.pdf?layout=compact&ids=1,3');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Detail mit Allergenen (10 pro Seite)' }));
    expect(link.getAttribute('href')).toBe('/api/products/labels.pdf?layout=detail&ids=1,3');
  });
});
