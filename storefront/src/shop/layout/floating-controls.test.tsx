import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingControls } from './floating-controls';
import { SideMenuProvider, useSideMenu } from './side-menu-context';

function MenuState() {
  const { open } = useSideMenu();
  return <output aria-label="Seitenmenü">{open ? 'offen' : 'zu'}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenuProvider>
        <FloatingControls />
        <MenuState />
      </SideMenuProvider>
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('floating controls (spec §2 Layout)', () => {
  afterEach(() => scrollTo(0));

  it('shows nothing at the top of the page', () => {
    renderAt('/store/wien-mariahilf');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the shop button after 100 px, and scroll-to-top and the menu control only after 140 px', () => {
    renderAt('/store/wien-mariahilf');
    scrollTo(120);
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Menü' })).toBeNull();
    scrollTo(140);
    expect(screen.queryByRole('button', { name: 'Menü' })).toBeNull();
    scrollTo(141);
    expect(screen.getByRole('button', { name: 'Menü' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeTruthy();
  });

  it('opens the side menu from the floating menu control', () => {
    renderAt('/shop');
    scrollTo(200);
    const control = screen.getByRole('button', { name: 'Menü' });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    expect(control.getAttribute('aria-controls')).toBe('side-menu');
    fireEvent.click(control);
    expect(screen.getByLabelText('Seitenmenü').textContent).toBe('offen');
    expect(control.getAttribute('aria-expanded')).toBe('true');
    // On /shop the floating shop button stays hidden.
    expect(screen.queryByRole('link')).toBeNull();
  });
});
