import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HashScrollOutlet } from './hash-scroll-outlet';

describe('hash scroll on pages that are not CMS sites (spec §2/§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls to the hash target 750 ms after the navigation, once', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <MemoryRouter initialEntries={['/shop#oeffnungszeiten']}>
        <Routes>
          <Route element={<HashScrollOutlet />}>
            <Route path="shop" element={<div id="oeffnungszeiten">Öffnungszeiten</div>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(749);
    });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect((scrolled.mock.contexts[0] as Element).id).toBe('oeffnungszeiten');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a hash', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route element={<HashScrollOutlet />}>
            <Route path="shop" element={<div id="oeffnungszeiten">Öffnungszeiten</div>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
