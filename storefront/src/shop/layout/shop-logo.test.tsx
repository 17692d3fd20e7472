import type { PublicConfig } from '@bestell/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopLogo } from './shop-logo';

const config = { shopName: 'Bäckerei Morgenrot' } as PublicConfig;

describe('shop logo (spec §2 Layout: logo or shop name in header and footer)', () => {
  it('shows the config logo through the image URLs, with its alt text', () => {
    render(<ShopLogo config={{ ...config, logo: { id: 300, version: 2, extension: 'png', alt: 'Morgenrot-Logo' } }} />);
    const image = screen.getByRole('img', { name: 'Morgenrot-Logo' });
    expect(image.getAttribute('src')).toBe('/image/tiny/300-2.png');
    expect(image.getAttribute('srcset')).toContain('/image/small/300-2.png 640w');
  });

  it('names the logo after the shop when it has no alt text', () => {
    render(<ShopLogo config={{ ...config, logo: { id: 300, version: 1, extension: 'jpg' } }} />);
    expect(screen.getByRole('img', { name: 'Bäckerei Morgenrot' })).toBeTruthy();
  });

  it('falls back to the shop name without a logo', () => {
    const { container } = render(<ShopLogo config={{ ...config, logo: null }} />);
    expect(container.textContent).toBe('Bäckerei Morgenrot');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
