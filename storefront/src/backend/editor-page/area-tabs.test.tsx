import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../forms/test-harness';
import { AreaTabs } from './area-tabs';

const tabs = [
  { to: '/backend/media', label: 'Bilder', end: true },
  { to: '/backend/media/uploads', label: 'Uploads' },
];

function currentAt(path: string): string[] {
  const view = renderWithApi(<AreaTabs label="Medien-Bereiche" tabs={tabs} />, () => undefined, path);
  const nav = screen.getByRole('navigation', { name: 'Medien-Bereiche' });
  const current = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
  view.unmount();
  return current;
}

describe('AreaTabs', () => {
  it('is a named nav of one list item and link per tab', () => {
    renderWithApi(<AreaTabs label="Medien-Bereiche" tabs={tabs} />, () => undefined, '/backend/media');
    const links = within(screen.getByRole('navigation', { name: 'Medien-Bereiche' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bilder', '/backend/media'],
      ['Uploads', '/backend/media/uploads'],
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks the current tab with aria-current="page"; `end` keeps a parent tab from matching paths below it', () => {
    expect(currentAt('/backend/media')).toEqual(['Bilder']);
    expect(currentAt('/backend/media/uploads/3')).toEqual(['Uploads']);
  });
});
