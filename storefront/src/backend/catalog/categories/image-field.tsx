import { useStaffApi } from '@bestell/api-client';
import { type ImageRef, backofficeCatalogStructureMessages as m } from '@bestell/domain';
import { useId, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import formStyles from '../../forms/forms.module.css';
import { fallbackAltText } from '../../media/alt-text';
import { uploadFailureMessage } from '../../media/upload-failure';
import styles from './catalog-pages.module.css';

const accepted = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];

export function thumbnailUrl(image: ImageRef): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}

/**
 * One image (of a category or tag): uploaded as an admin with POST /api/images (multipart), kept as the schema's
 * `{ id, version, extension }`, shown as a thumbnail; replace or remove it.
 */
export function ImageField<T extends FieldValues>({ name, label }: { name: FieldPath<T>; label: string }) {
  const { field, fieldState } = useController<T>({ name });
  const api = useStaffApi();
  const { getValues } = useFormContext();
  const image = (field.value ?? null) as ImageRef | null;
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();
  const error = uploadError ?? fieldState.error?.message;

  const upload = async (file: File) => {
    setBusy(true);
    setUploadError(null);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      body.append('alt', fallbackAltText(file.name, getValues('name')));
      const saved = await api.post<ImageRef>('/images', body);
      field.onChange({ id: saved.id, version: saved.version, extension: saved.extension });
    } catch (failure) {
      setUploadError(uploadFailureMessage(failure, file.name));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.imageField} aria-labelledby={labelId}>
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      <div className={styles.imageRow}>
        {image ? (
          <img className={styles.thumbnail} src={thumbnailUrl(image)} alt={label} width={128} height={96} />
        ) : (
          <span className={styles.noImage}>{m.noImage}</span>
        )}
        <div className={styles.imageActions}>
          <FileTrigger acceptedFileTypes={accepted} onSelect={(files) => files?.[0] && void upload(files[0])}>
            <Button className={formStyles.secondaryButton} isDisabled={busy}>
              {busy ? m.uploading : image ? m.replaceImage : m.uploadImage}
            </Button>
          </FileTrigger>
          {image && (
            <Button className={formStyles.secondaryButton} onPress={() => field.onChange(null)}>
              {m.removeImage}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
