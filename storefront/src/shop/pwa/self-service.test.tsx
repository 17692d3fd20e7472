import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENSAVER_IDLE_MS, Screensaver } from './screensaver';
import { contextFromSearch, SELF_SERVICE, syncSelfService, useSelfService } from './self-service';

describe('self-service context (spec §2)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('enters with ?context=self-service, keeps it without the parameter and leaves with another context', () => {
    expect(contextFromSearch('?context=self-service', null)).toBe(SELF_SERVICE);
    expect(contextFromSearch('', SELF_SERVICE)).toBe(SELF_SERVICE);
    expect(contextFromSearch('?item=4', SELF_SERVICE)).toBe(SELF_SERVICE);
    expect(contextFromSearch('?context=default', SELF_SERVICE)).toBeNull();
    expect(contextFromSearch('', null)).toBeNull();
  });

  it('stays for the session after navigating away from the entry URL', () => {
    const { result } = renderHook(() => useSelfService());
    expect(result.current).toBe(false);
    act(() => {
      window.history.replaceState(null, '', '/store/wien?context=self-service');
      syncSelfService(window.location.search);
    });
    expect(result.current).toBe(true);
    act(() => {
      window.history.replaceState(null, '', '/shop');
      syncSelfService(window.location.search);
    });
    expect(result.current).toBe(true);
    expect(window.sessionStorage.getItem('bestell.context')).toBe(SELF_SERVICE);
    act(() => {
      window.history.replaceState(null, '', '/?context=default');
      syncSelfService(window.location.search);
    });
    expect(result.current).toBe(false);
    expect(window.sessionStorage.getItem('bestell.context')).toBeNull();
  });
});

describe("screensaver 'Tippen um zu bestellen' (spec §2)", () => {
  afterEach(() => vi.useRealTimers());

  it('is dismissed by a click', async () => {
    render(<Screensaver />);
    await userEvent.click(screen.getByRole('button', { name: 'Tippen um zu bestellen' }));
    expect(screen.queryByRole('button', { name: 'Tippen um zu bestellen' })).toBeNull();
  });

  it('comes back after two minutes without a touch, click or key', () => {
    vi.useFakeTimers();
    render(<Screensaver />);
    act(() => screen.getByRole('button', { name: 'Tippen um zu bestellen' }).click());
    act(() => vi.advanceTimersByTime(SCREENSAVER_IDLE_MS - 1000));
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    act(() => vi.advanceTimersByTime(SCREENSAVER_IDLE_MS - 1000));
    expect(screen.queryByRole('button', { name: 'Tippen um zu bestellen' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Tippen um zu bestellen' })).toBeTruthy();
  });
});
