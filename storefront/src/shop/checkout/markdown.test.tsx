import { Markdown } from '@bestell/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The legal texts of the checkout's modals are configured Markdown (packages/ui renders them as React elements).
describe('Markdown', () => {
  it('renders headings shifted by the offset, paragraphs, lists, emphasis and safe links', () => {
    const text = [
      '# AGB',
      '',
      'Mit dem **Absenden** geben Sie ein *verbindliches* Angebot ab.  ',
      'Zweite Zeile mit [Link](https://example.at/agb).',
      '',
      '- Erstens',
      '- Zweitens',
    ].join('\n');
    const { container } = render(<Markdown text={text} headingOffset={2} />);
    expect(screen.getByRole('heading', { level: 3, name: 'AGB' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('Absenden');
    expect(container.querySelector('em')?.textContent).toBe('verbindliches');
    expect(container.querySelector('p br')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Link' }).getAttribute('href')).toBe('https://example.at/agb');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Erstens', 'Zweitens']);
  });

  it('never renders markup from the text and shows unsafe links as plain text', () => {
    const { container } = render(<Markdown text={'<img src=x onerror=alert(1)> [klick](javascript:alert(1))'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('[klick](javascript:alert(1))');
  });
});
