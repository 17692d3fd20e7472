import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tourUrl } from './sections/tour';
import { isExternalUrl } from './site-link';
import { PAGEVIEW_EVENT, useHashScroll, usePageview } from './use-site-timings';

function Probe({ path }: { path: string }) {
  useHashScroll(true);
  usePageview(path);
  return <div id="formular">Formular</div>;
}

describe('site page timings (spec §2/§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls to the hash target after 600 ms and sends the pageview after 250 ms', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const pageviews: string[] = [];
    const listener = (event: Event) => pageviews.push((event as CustomEvent<{ path: string }>).detail.path);
    window.addEventListener(PAGEVIEW_EVENT, listener);
    render(
      <MemoryRouter initialEntries={['/kontakt#formular']}>
        <Probe path="kontakt" />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(pageviews).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(pageviews).toEqual(['/kontakt']);
    // The spec's numbers, not the constant under test: 600 ms after the page is there (349 + 1 after the 250 above).
    act(() => {
      vi.advanceTimersByTime(349);
    });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect((scrolled.mock.contexts[0] as Element).id).toBe('formular');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(pageviews).toEqual(['/kontakt']);
    window.removeEventListener(PAGEVIEW_EVENT, listener);
  });
});

describe('links of CMS content', () => {
  it("appends '&title=0' to the tour URL ('?title=0' without a query) and refuses non-http URLs", () => {
    expect(tourUrl('https://my.matterport.com/show/?m=abc')).toBe('https://my.matterport.com/show/?m=abc&title=0');
    expect(tourUrl('https://tour.example.at/rundgang')).toBe('https://tour.example.at/rundgang?title=0');
    expect(tourUrl('javascript:alert(1)//?x')).toBeNull();
  });

  it('opens http(s) links in a new tab, keeps relative ones in the app', () => {
    expect(isExternalUrl('https://www.wko.at')).toBe(true);
    expect(isExternalUrl('//cdn.example.at/x')).toBe(true);
    expect(isExternalUrl('/kontakt?anliegen=jobs')).toBe(false);
    expect(isExternalUrl('mailto:office@example.at')).toBe(false);
  });
});
