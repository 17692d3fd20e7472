import { ApiError, useStaffApi } from '@bestell/api-client';
import { backofficeMediaMessages as m, messages } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField as AriaTextField, Button, FieldError, Input, Label, Text } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import { FileDrop } from './file-drop';
import styles from './media.module.css';
import { imagesKey, type LibraryImage, readAsDataUrl } from './media-api';

const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];

/** The error of the field `field` in a refused request, else null. */
function fieldError(failure: unknown, field: string): string | null {
  if (!(failure instanceof ApiError)) return null;
  return failure.errors.find((entry) => entry.field === field)?.message ?? null;
}

/** Upload a new image with its alt text (required: the API refuses a new image without one, in German). */
export function ImageUpload() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [altError, setAltError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const upload = async () => {
    setError(null);
    setAltError(null);
    setDone(false);
    if (!file) {
      setError(m.images.noFile);
      return;
    }
    setBusy(true);
    try {
      await api.post<LibraryImage>('/images', { data: await readAsDataUrl(file), name: file.name, alt });
      setFile(null);
      setAlt('');
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: imagesKey });
    } catch (failure) {
      const onAlt = fieldError(failure, 'alt');
      if (onAlt) setAltError(onAlt);
      else
        setError(
          failure instanceof ApiError && failure.message
            ? failure.message
            : messages.validation.uploadFailed({ fileName: file.name }),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.uploadPanel} aria-labelledby="image-upload-title" data-testid="image-upload">
      <h2 id="image-upload-title">{m.images.upload}</h2>
      <FileDrop
        accept={imageTypes}
        label={m.images.dropHere}
        chosen={file?.name ?? null}
        isDisabled={busy}
        onFile={(next) => {
          setFile(next);
          setDone(false);
        }}
      />
      <div className={styles.row}>
        <AriaTextField
          className={formStyles.field}
          value={alt}
          onChange={setAlt}
          isRequired
          isInvalid={altError !== null}
          validationBehavior="aria"
        >
          <Label className={formStyles.label}>{m.images.altLabel}</Label>
          <Input className={formStyles.input} />
          <Text slot="description">{m.images.altHelp}</Text>
          <FieldError className={formStyles.error}>{altError}</FieldError>
        </AriaTextField>
        <Button className={formStyles.primaryButton} onPress={() => void upload()} isDisabled={busy}>
          {m.images.upload}
        </Button>
      </div>
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles.status}>
          {m.images.uploaded}
        </p>
      )}
    </section>
  );
}
