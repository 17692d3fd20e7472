import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { compareCellValues, matchesSearch } from './table-columns';
import type { PaginationState, SortingState, TableColumn } from './table-types';

interface Product {
  id: number;
  name: string;
  price: number;
  enabled: boolean;
}

const products: Product[] = [
  { id: 1, name: 'Semmel', price: 45, enabled: true },
  { id: 2, name: 'Äpfelstrudel', price: 320, enabled: false },
  { id: 3, name: 'Brezel', price: 90, enabled: true },
];

const columns: TableColumn<Product>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (p) => p.name,
    sortValue: (p) => p.name,
    searchValue: (p) => p.name,
    rowHeader: true,
  },
  { id: 'price', header: 'Preis', cell: (p) => `${p.price} ct`, sortValue: (p) => p.price, align: 'end' },
  { id: 'enabled', header: 'Aktiv', cell: (p) => (p.enabled ? 'ja' : 'nein'), filterValue: (p) => p.enabled },
];

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('rowheader')?.textContent ?? row.textContent);

describe('DataTable (client mode)', () => {
  it('is a captioned table whose sortable headers are buttons with aria-sort', async () => {
    render(<DataTable caption="Produkte" columns={columns} rows={products} getRowId={(p) => String(p.id)} />);
    const table = screen.getByRole('table', { name: 'Produkte' });
    expect(table.querySelector('caption')?.textContent).toBe('Produkte');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Aktiv' }).hasAttribute('aria-sort')).toBe(false);
    expect(within(screen.getByRole('columnheader', { name: 'Aktiv' })).queryByRole('button')).toBeNull();
    expect(rowNames()).toEqual(['Semmel', 'Äpfelstrudel', 'Brezel']);

    await userEvent.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Äpfelstrudel', 'Brezel', 'Semmel']);

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Semmel', 'Brezel', 'Äpfelstrudel']);

    const priceHeader = screen.getByRole('columnheader', { name: /Preis/ });
    await userEvent.click(within(priceHeader).getByRole('button'));
    expect(priceHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(rowNames()).toEqual(['Semmel', 'Brezel', 'Äpfelstrudel']);
  });

  it('searches the searchable columns and shows the empty state when nothing matches', async () => {
    render(
      <DataTable
        caption="Produkte"
        columns={columns}
        rows={products}
        getRowId={(p) => String(p.id)}
        search={{ label: 'Produkte suchen' }}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Produkte suchen' });
    await userEvent.type(field, 'bre');
    expect(rowNames()).toEqual(['Brezel']);
    await userEvent.clear(field);
    await userEvent.type(field, 'Croissant');
    expect(screen.getByRole('cell', { name: 'Keine Einträge gefunden.' })).toBeTruthy();
    expect(screen.getByText('0 Einträge')).toBeTruthy();
  });

  it('filters by a column value given by the caller', () => {
    const { rerender } = render(
      <DataTable
        caption="Produkte"
        columns={columns}
        rows={products}
        getRowId={(p) => String(p.id)}
        filters={{ enabled: false }}
      />,
    );
    expect(rowNames()).toEqual(['Äpfelstrudel']);
    rerender(
      <DataTable
        caption="Produkte"
        columns={columns}
        rows={products}
        getRowId={(p) => String(p.id)}
        filters={{ enabled: '' }}
      />,
    );
    expect(rowNames()).toHaveLength(3);
  });

  it('pages the rows with German controls', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      name: `Produkt ${i + 1}`,
      price: i,
      enabled: true,
    }));
    render(
      <DataTable
        caption="Produkte"
        columns={columns}
        rows={many}
        getRowId={(p) => String(p.id)}
        pageSizes={[10, 25]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(nav).getByText('1–10 von 30')).toBeTruthy();
    expect(within(nav).getByText('Seite 1 von 3')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Vorherige Seite' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    expect(rowNames()[0]).toBe('Produkt 11');
    await userEvent.click(within(nav).getByRole('button', { name: 'Letzte Seite' }));
    expect(within(nav).getByText('21–30 von 30')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Nächste Seite' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Einträge pro Seite' }), '25');
    expect(within(nav).getByText('Seite 1 von 2')).toBeTruthy();
    expect(rowNames()).toHaveLength(25);
  });

  it('selects rows and offers the bulk actions for them', async () => {
    const disable = vi.fn();
    render(
      <DataTable
        caption="Produkte"
        columns={columns}
        rows={products}
        getRowId={(p) => String(p.id)}
        selection={{
          rowLabel: (p) => p.name,
          actions: (rows, clear) => (
            <button
              type="button"
              onClick={() => {
                disable(rows.map((p) => p.id));
                clear();
              }}
            >
              Deaktivieren
            </button>
          ),
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '„Brezel“ auswählen' }));
    const bar = screen.getByRole('region', { name: '1 Eintrag ausgewählt' });
    expect(within(bar).getByText('1 Eintrag ausgewählt')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Alle Einträge dieser Seite auswählen' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByRole('region', { name: '3 Einträge ausgewählt' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    expect(disable).toHaveBeenCalledWith([1, 2, 3]);
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: '„Brezel“ auswählen' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says it is loading instead of empty while rows load', () => {
    render(<DataTable caption="Produkte" columns={columns} rows={[]} getRowId={(p) => String(p.id)} isLoading />);
    expect(screen.getByRole('cell', { name: 'Wird geladen …' })).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

function ServerHarness({
  onQuery,
}: {
  onQuery: (q: { sorting: SortingState; page: PaginationState; search: string }) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'price', desc: true }]);
  const [page, setPage] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const [search, setSearch] = useState('');
  onQuery({ sorting, page, search });
  // The "server" answers one page: rows as given, never re-sorted by the table.
  return (
    <DataTable
      mode="server"
      caption="Bestellungen"
      columns={[
        { ...columns[0], sortValue: undefined, sortable: true } as TableColumn<Product>,
        columns[1] as TableColumn<Product>,
      ]}
      rows={products}
      getRowId={(p) => String(p.id)}
      sorting={sorting}
      onSortingChange={setSorting}
      pagination={page}
      onPaginationChange={setPage}
      total={120}
      search={{ value: search, onChange: setSearch }}
    />
  );
}

describe('DataTable (server mode)', () => {
  it('lifts sorting, paging and search to the caller and shows the rows as the server sent them', async () => {
    const onQuery = vi.fn();
    render(<ServerHarness onQuery={onQuery} />);
    expect(rowNames()).toEqual(['Semmel', 'Äpfelstrudel', 'Brezel']);
    expect(screen.getByRole('columnheader', { name: /Preis/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('1–25 von 120')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 5')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: { pageIndex: 1, pageSize: 25 } }));
    expect(screen.getByText('26–50 von 120')).toBeTruthy();

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ sorting: [{ id: 'name', desc: false }], page: { pageIndex: 0, pageSize: 25 } }),
    );
    expect(rowNames()).toEqual(['Semmel', 'Äpfelstrudel', 'Brezel']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'Huber');
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Huber' }));
    expect(rowNames()).toHaveLength(3);
  });
});

describe('table helpers', () => {
  it('sorts German text, numbers inside text and empty values last', () => {
    const sorted = ['Zimtschnecke', '', 'Äpfel', 'Brot 10', 'Brot 9', null].sort(compareCellValues);
    expect(sorted).toEqual(['Äpfel', 'Brot 9', 'Brot 10', 'Zimtschnecke', '', null]);
    expect([3, 1, 2].sort(compareCellValues)).toEqual([1, 2, 3]);
  });

  it('matches every word of a search case-insensitively', () => {
    expect(matchesSearch(['Roggenbrot', 'Brot'], 'roggen BROT')).toBe(true);
    expect(matchesSearch(['Roggenbrot'], 'roggen semmel')).toBe(false);
    expect(matchesSearch(['x'], '  ')).toBe(true);
  });
});
