// @vitest-environment jsdom
import { type Slide, signageBackofficeMessages as sb } from '@bestell/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sachertorte } from '../../catalog/products/staff-product-fixture';
import { renderWithApi } from '../../forms/test-harness';
import type { SlideCatalog } from './slide-catalog';
import { StreamPreview } from './stream-preview';
import type { StreamFormValues } from './stream-values';

const t = sb.streams;
const product = (id: number, name: string) => ({ ...sachertorte, id, name, categoryId: null, position: id });
const catalog: SlideCatalog = {
  products: [product(1, 'Kaisersemmel'), product(2, 'Croissant')],
  categories: [],
  images: [],
  uploads: [],
  templates: [],
  blocks: [],
  isError: false,
};

function WithStream({ slides, children }: { slides: Slide[]; children: ReactNode }) {
  const form = useForm<StreamFormValues>({ defaultValues: { name: 'Test', defaultDuration: 8, slides } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('StreamPreview', () => {
  it('plays each slide for its duration and starts again after the last; paused it stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const slides: Slide[] = [
      { type: 'product', productId: 1, duration: 2 },
      { type: 'product', productId: 2, duration: 5 },
    ];
    renderWithApi(
      <WithStream slides={slides}>
        <StreamPreview catalog={catalog} />
      </WithStream>,
      () => ({ status: 200, body: { data: [] } }),
    );
    const position = () => screen.getByTestId('preview-position').textContent;
    expect(position()).toBe(`${t.previewPosition(1, 2)} · ${t.previewSeconds(2)}`);
    expect(screen.getByTestId('preview-slide').textContent).toContain('Kaisersemmel');

    fireEvent.click(screen.getByRole('button', { name: t.previewPlay }));
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(position()).toContain(t.previewPosition(1, 2));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(position()).toContain(t.previewPosition(2, 2));
    expect(screen.getByTestId('preview-slide').textContent).toContain('Croissant');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(position()).toContain(t.previewPosition(1, 2));

    fireEvent.click(screen.getByRole('button', { name: t.previewPause }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(position()).toContain(t.previewPosition(1, 2));
  });
});
