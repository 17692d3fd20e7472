import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary (spec §2 Layout: 500 page)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 500 page for a page that throws while rendering, and the page again after navigating', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <ErrorBoundary resetKey="/broken">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '500 Internal Server Error' })).toBeTruthy();
    view.rerender(
      <ErrorBoundary resetKey="/broken">
        <p>wieder da</p>
      </ErrorBoundary>,
    );
    // Same path: still the error page.
    expect(screen.queryByText('wieder da')).toBeNull();
    view.rerender(
      <ErrorBoundary resetKey="/elsewhere">
        <p>wieder da</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('wieder da')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '500 Internal Server Error' })).toBeNull();
  });
});
