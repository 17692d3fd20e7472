// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manualClock, productSlide, testProgram } from './test-program';
import { TickerBand } from './ticker-band';

describe('TickerBand (issue 29.4: the price band)', () => {
  it('shows each price with its unit, so a price per kg never reads as a piece price', () => {
    const program = testProgram(
      [
        {
          id: 2,
          name: 'Preisband',
          slides: [
            productSlide('brot', 'ca. 5,20 €', { title: 'Hausbrot vom Laib', unitText: 'pro kg' }),
            productSlide('semmel', '0,60 €', { title: 'Kaisersemmel' }),
          ],
        },
      ],
      [],
      {
        layout: 'ticker',
        regions: [
          { name: 'main', streamId: null },
          { name: 'ticker', streamId: 2 },
        ],
      },
    );
    render(<TickerBand program={program} clock={manualClock(Date.parse('2026-05-04T08:00:00Z'))} />);
    const first = screen.getAllByText('Hausbrot vom Laib')[0]?.closest('li');
    expect(first?.textContent).toBe('Hausbrot vom Laib ca. 5,20 € pro kg');
    expect(screen.getAllByText('Kaisersemmel')[0]?.closest('li')?.textContent).toBe('Kaisersemmel 0,60 €');
  });
});
