import { navigationLinks } from '@bestell/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationEntries } from './navigation-list';

const links = navigationLinks([
  { type: 'home', target: null, label: 'Start', suffix: null, isEnabled: true, children: [] },
  {
    type: 'branch',
    target: 'wien-mariahilf',
    label: 'Online bestellen',
    suffix: 'neu',
    isEnabled: true,
    children: [
      { type: 'branch', target: 'graz-herrengasse', label: 'Graz', isEnabled: true, children: [] },
      { type: 'branch', target: 'linz-landstrasse', label: 'Linz', isEnabled: false, children: [] },
    ],
  },
  { type: 'site', target: 'weihnachten', label: 'Weihnachten', isEnabled: false, children: [] },
  { type: 'link', target: 'https://www.wko.at/', label: 'Innung', isEnabled: true, children: [] },
]);

function renderEntries() {
  return render(
    <MemoryRouter>
      <ul aria-label="Navigation">
        <NavigationEntries links={links} />
      </ul>
    </MemoryRouter>,
  );
}

describe('navigation entries (spec §2 Navigation items)', () => {
  it('renders enabled items with their hrefs, the suffix after the label, and children nested', () => {
    renderEntries();
    const outer = screen.getByRole('list', { name: 'Navigation' });
    const items = within(outer)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === outer);
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Start',
      'Online bestellen neu',
      'Innung',
    ]);
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Online bestellen neu' }).getAttribute('href')).toBe(
      '/store/wien-mariahilf',
    );
    const nested = within(items[1] as HTMLElement).getByRole('list');
    expect(
      within(nested)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/store/graz-herrengasse']);
    expect(screen.queryByRole('link', { name: 'Weihnachten' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Linz' })).toBeNull();
  });

  it('opens an external link in a new tab with rel noopener; internal ones stay in the tab', () => {
    renderEntries();
    const external = screen.getByRole('link', { name: 'Innung' });
    expect(external.getAttribute('href')).toBe('https://www.wko.at/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('target')).toBeNull();
  });
});
