import { formatCurrency, itemPrice, messages, type ProductPart } from '@bestell/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PreviewSource, toPreviewProduct } from './preview-product';
import { PriceTreePreview } from './price-tree-preview';

const m = messages.backofficeCatalogStructure;
vi.setConfig({ testTimeout: 90_000 });

const parts: ProductPart[] = [
  {
    name: 'Größe',
    description: null,
    type: 'select',
    isOptional: false,
    options: [
      { name: 'Klein', modifier: 'subtract', value: '1.00' },
      { name: 'Groß', modifier: 'overwrite', value: '12.00' },
    ],
  },
  {
    name: 'Extras',
    description: null,
    type: 'multiselect',
    isOptional: true,
    options: [
      { name: 'Käse', modifier: 'add', value: '1.50' },
      { name: 'Speck', modifier: 'add', value: '2.25' },
    ],
  },
  { name: 'Widmung', description: null, type: 'text', isOptional: true, options: [] },
];
const source: PreviewSource = { price: '9.90', unit: 'Stk.', parts };
const total = () => screen.getByTestId('preview-total').textContent?.replace(/\s/g, ' ');

describe('PriceTreePreview', () => {
  it('prices the chosen options and amount with the shop’s own itemPrice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PriceTreePreview source={source} />);
    expect(total()).toBe('9,90 €'.replace(/\s/g, ' '));

    await user.click(screen.getByRole('radio', { name: /Groß/ }));
    await user.click(screen.getByRole('checkbox', { name: /Käse/ }));
    await user.click(screen.getByRole('checkbox', { name: /Speck/ }));
    const amount = screen.getByRole('textbox', { name: m.previewAmount });
    await user.clear(amount);
    await user.type(amount, '3');

    const product = toPreviewProduct(source);
    if (!product) throw new Error('no product');
    const expected = itemPrice(
      product,
      { amount: '3', unit: 'Stk.', parts: ['Groß', ['Käse', 'Speck'], null] },
      {
        identificationNumber: null,
      },
    );
    if (!expected.ok) throw new Error('not priced');
    // (12.00 overwrite + 1.50 + 2.25) × 3 = 47.25
    expect(formatCurrency(expected.gross)).toBe(formatCurrency('47.25'));
    expect(total()).toBe(formatCurrency('47.25').replace(/\s/g, ' '));

    await user.click(screen.getByRole('radio', { name: /Klein/ }));
    // (9.90 − 1.00 + 3.75) × 3 = 37.95
    expect(total()).toBe(formatCurrency('37.95').replace(/\s/g, ' '));
  });

  it('says ca. for a weighed product, and asks for a price first', () => {
    const { unmount } = render(<PriceTreePreview source={{ price: '24.00', unit: 'kg', parts: [] }} />);
    expect(total()).toContain(messages.pricing.approximate);
    unmount();
    render(<PriceTreePreview source={{ price: '2,90', parts }} />);
    expect(screen.getByText(m.previewNoPrice)).toBeTruthy();
  });

  it('shows that an option value that is not an amount gives no price', async () => {
    const user = userEvent.setup({ delay: null });
    const broken: ProductPart[] = [
      { ...(parts[0] as ProductPart), options: [{ name: 'X', modifier: 'add', value: '1,2,3' }] },
    ];
    render(<PriceTreePreview source={{ price: '2.00', parts: broken }} />);
    await user.click(screen.getByRole('radio', { name: /X/ }));
    expect(total()).toBe(m.previewInvalid);
  });
});
