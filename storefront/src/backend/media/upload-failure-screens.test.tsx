import { errorsMessages } from '@bestell/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ImagesField } from '../branches/image-refs-field';
import { ImageField } from '../catalog/categories/image-field';
import { ProductImagesSection } from '../catalog/products/product-images-section';
import { type FakeRoute, renderWithApi } from '../forms/test-harness';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { name: 'Torte', image: null, images: [] } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const bodyless500: FakeRoute = (call) =>
  call.method === 'POST' && call.path === '/images' ? { status: 500 } : undefined;
const tooLarge: FakeRoute = (call) =>
  call.method === 'POST' && call.path === '/images'
    ? { status: 413, body: { errors: [{ message: 'Die Datei ist zu groß.', code: 'too_big' }] } }
    : undefined;

const screens: [string, ReactNode][] = [
  ['category image', <ImageField key="c" name="image" label="Bild" />],
  ['product images', <ProductImagesSection key="p" />],
  ['branch images', <ImagesField key="b" canUpload />],
];

/** Uploads torte.png and answers the error line's text (the branch field's line is no alert). */
async function uploadIn(ui: ReactNode, route: FakeRoute, expected: string) {
  const view = renderWithApi(<Form>{ui}</Form>, route);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'torte.png', { type: 'image/png' }));
  return (await screen.findByText(expected)).textContent;
}

describe('image upload failures in the back-office', { timeout: 20_000 }, () => {
  it.each(screens)('%s: a bodyless 500 shows the §8 upload text naming the file', async (_name, ui) => {
    const text = errorsMessages.uploadFailed({ fileName: 'torte.png' });
    expect(await uploadIn(ui, bodyless500, text)).toBe(text);
    expect(screen.queryByText(/HTTP 500/)).toBeNull();
  });

  it.each(screens)("%s: the server's German message is shown as it is", async (_name, ui) => {
    expect(await uploadIn(ui, tooLarge, 'Die Datei ist zu groß.')).toBe('Die Datei ist zu groß.');
  });
});
