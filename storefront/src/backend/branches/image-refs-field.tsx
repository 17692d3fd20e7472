import { useStaffApi } from '@bestell/api-client';
import { backofficeBranchesMessages as b, type ImageRef } from '@bestell/domain';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import formStyles from '../forms/forms.module.css';
import { fallbackAltText } from '../media/alt-text';
import { uploadFailureMessage } from '../media/upload-failure';
import type { BranchFormValues } from './branch-form-values';
import styles from './branches.module.css';

function thumbnail(image: ImageRef): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}

function useImageUpload() {
  const api = useStaffApi();
  const { getValues } = useFormContext<BranchFormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File): Promise<ImageRef | null> => {
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      body.append('alt', fallbackAltText(file.name, getValues('name')));
      const image = await api.post<ImageRef>('/images', body);
      return { id: image.id, version: image.version, extension: image.extension };
    } catch (failure) {
      setError(uploadFailureMessage(failure, file.name));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy, error };
}

/** The branch's images (the first is the store page's header image): upload, make first, remove. */
export function ImagesField({ canUpload }: { canUpload: boolean }) {
  const { field, fieldState } = useController<BranchFormValues, 'images'>({ name: 'images' });
  const images: ImageRef[] = Array.isArray(field.value) ? field.value : [];
  const { upload, busy, error } = useImageUpload();
  const shown = error ?? fieldState.error?.message;
  return (
    <fieldset className={styles.images}>
      <legend className={formStyles.label}>{b.fields.images}</legend>
      {images.length === 0 ? (
        <p className={styles.muted}>{b.images.none}</p>
      ) : (
        <ul className={styles.imageList}>
          {images.map((image, index) => (
            <li key={`${image.id}-${image.version}`} className={styles.imageItem}>
              <img src={thumbnail(image)} alt={image.alt ?? b.images.alt(index + 1)} width={128} height={96} />
              <div className={styles.imageActions}>
                {index > 0 && (
                  <Button
                    className={formStyles.secondaryButton}
                    onPress={() => field.onChange([image, ...images.filter((_, i) => i !== index)])}
                  >
                    {b.images.moveFirst}
                  </Button>
                )}
                <Button
                  className={formStyles.secondaryButton}
                  aria-label={`${b.images.remove} (${b.images.alt(index + 1)})`}
                  onPress={() => field.onChange(images.filter((_, i) => i !== index))}
                >
                  {b.images.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canUpload && (
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']}
          onSelect={async (files) => {
            const file = files?.[0];
            if (!file) return;
            const image = await upload(file);
            if (image) field.onChange([...images, image]);
          }}
        >
          <Button className={formStyles.secondaryButton} isDisabled={busy}>
            {busy ? b.images.uploading : b.images.upload}
          </Button>
        </FileTrigger>
      )}
      {shown && <p className={formStyles.error}>{shown}</p>}
    </fieldset>
  );
}

/** The branch logo: one image or none. */
export function LogoField({ canUpload }: { canUpload: boolean }) {
  const { field, fieldState } = useController<BranchFormValues, 'logo'>({ name: 'logo' });
  const logo = (field.value ?? null) as ImageRef | null;
  const { upload, busy, error } = useImageUpload();
  const shown = error ?? fieldState.error?.message;
  return (
    <fieldset className={styles.images}>
      <legend className={formStyles.label}>{b.fields.logo}</legend>
      {logo ? (
        <div className={styles.imageItem}>
          <img src={thumbnail(logo)} alt={logo.alt ?? b.fields.logo} width={128} height={96} />
          <Button className={formStyles.secondaryButton} onPress={() => field.onChange(null)}>
            {b.images.remove}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{b.images.none}</p>
      )}
      {canUpload && (
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']}
          onSelect={async (files) => {
            const file = files?.[0];
            if (!file) return;
            const image = await upload(file);
            if (image) field.onChange(image);
          }}
        >
          <Button className={formStyles.secondaryButton} isDisabled={busy}>
            {busy ? b.images.uploading : b.images.upload}
          </Button>
        </FileTrigger>
      )}
      {shown && <p className={formStyles.error}>{shown}</p>}
    </fieldset>
  );
}
