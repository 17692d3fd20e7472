import { useStaffApi } from '@bestell/api-client';
import { type ImageRef, backofficeProductsMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { IntegerField } from '../../forms';
import { fallbackAltText } from '../../media/alt-text';
import { uploadFailureMessage } from '../../media/upload-failure';
import { moveItem, removeItem, SortableList } from '../parts-editor';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-values';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The URL of an image's thumbnail (docs/uploads-and-images.md: /image/{size}/{id}-{version}.{extension}). */
export function thumbnailUrl(image: ImageRef): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}

/**
 * The product's images: upload (POST /api/images as an admin) with preview, reorder by drag, keyboard drag or the
 * up / down buttons, remove. The first image is the main image.
 */
export function ProductImagesSection() {
  const api = useStaffApi();
  const { control, setValue, getValues } = useFormContext<ProductFormValues>();
  const images = (useWatch({ control, name: 'images' }) ?? []) as ImageRef[];
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  const update = (next: ImageRef[]) => setValue('images', next, { shouldDirty: true });

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    setError('');
    const added: ImageRef[] = [];
    let current = '';
    try {
      for (const file of Array.from(files)) {
        current = file.name;
        const saved = await api.post<ImageRef & { alt?: string | null }>('/images', {
          data: await readAsDataUrl(file),
          name: file.name,
          alt: fallbackAltText(file.name, getValues('name')),
        });
        added.push({ id: saved.id, version: saved.version, extension: saved.extension });
      }
    } catch (failure) {
      setError(uploadFailureMessage(failure, current));
    } finally {
      if (added.length > 0) update([...images, ...added]);
      setUploading(false);
    }
  };

  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionImages}</legend>
      <p className={styles.muted}>{m.imagesHelp}</p>
      <SortableList<ImageRef>
        aria-label={m.imagesLabel}
        items={images}
        getKey={(image) => `${image.id}-${image.version}`}
        getLabel={(_, index) => m.imageLabel(index + 1)}
        renderItem={(image, index) => (
          <span className={styles.imageItem}>
            <img src={thumbnailUrl(image)} alt="" width={64} height={64} className={styles.thumbnail} />
            <span>{m.imageLabel(index + 1)}</span>
          </span>
        )}
        onMove={(from, to) => update(moveItem(images, from, to))}
        onRemove={(index) => update(removeItem(images, index))}
        emptyText={m.noImages}
        testId="product-images"
      />
      <div className={styles.uploadRow}>
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']}
          allowsMultiple
          onSelect={(files) => void upload(files)}
        >
          <Button className={styles.secondaryButton} isDisabled={uploading}>
            {uploading ? m.uploading : m.uploadImage}
          </Button>
        </FileTrigger>
        <span className={styles.error} role="alert">
          {error}
        </span>
      </div>
      <div className={styles.grid}>
        <IntegerField<ProductFormValues> name="content.duration" label={m.fieldDuration} />
      </div>
    </fieldset>
  );
}
