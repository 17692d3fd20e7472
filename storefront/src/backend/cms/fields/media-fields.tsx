import { type ImageRef, backofficeCmsFieldsMessages as m, type SiteFile } from '@bestell/domain';
import { useId, useState } from 'react';
import { TextField as AriaTextField, Button, FileTrigger, Input, Label } from 'react-aria-components';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from './fields.module.css';
import { LibraryPicker } from './library-picker';
import { imageTypes, useMediaUpload } from './use-media-upload';

export function thumbnailUrl(image: ImageRef): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}

function fileUrl(file: SiteFile): string {
  return `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;
}

function isImage(value: unknown): value is ImageRef {
  return typeof value === 'object' && value !== null && 'id' in value && 'extension' in value;
}

function isFile(value: unknown): value is SiteFile {
  return isImage(value) && 'publicHash' in value;
}

function AltInput({ value, onChange, label }: { value: string; onChange: (alt: string) => void; label: string }) {
  return (
    <AriaTextField className={styles.altField} value={value} onChange={onChange}>
      <Label className={formStyles.label}>{label}</Label>
      <Input className={formStyles.input} />
    </AriaTextField>
  );
}

function Problem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className={formStyles.error} role="alert">
      {text}
    </p>
  ) : null;
}

/** One image: thumbnail, alternative text, upload / replace / remove. The value is `{ id, version, extension, alt? }`. */
export function ImageField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const value: unknown = field.value;
  const image: ImageRef | null = isImage(value) ? value : null;
  const [pendingAlt, setPendingAlt] = useState('');
  const media = useMediaUpload();
  const legendId = useId();
  return (
    <fieldset className={styles.media} aria-labelledby={legendId}>
      <span id={legendId} className={formStyles.label}>
        {props.label}
      </span>
      <div className={styles.mediaRow}>
        {image ? (
          <img className={styles.thumbnail} src={thumbnailUrl(image)} alt={image.alt || props.label} />
        ) : (
          <span className={styles.noMedia}>{m.noImage}</span>
        )}
        <div className={styles.mediaActions}>
          <AltInput
            label={`${m.imageAlt} (${props.label})`}
            value={image ? (image.alt ?? '') : pendingAlt}
            onChange={(alt) =>
              image ? field.onChange({ ...image, alt: alt === '' ? undefined : alt }) : setPendingAlt(alt)
            }
          />
          <FileTrigger
            acceptedFileTypes={imageTypes}
            onSelect={async (files) => {
              const file = files?.[0];
              if (!file) return;
              const saved = await media.uploadImage(file, image?.alt ?? pendingAlt);
              if (saved) field.onChange(saved);
            }}
          >
            <Button className={formStyles.secondaryButton} isDisabled={media.busy}>
              {media.busy ? m.uploading : image ? m.replaceImage : m.uploadImage}
            </Button>
          </FileTrigger>
          <LibraryPicker label={props.label} onPick={(picked) => field.onChange(picked)} />
          {image && (
            <Button
              className={formStyles.secondaryButton}
              aria-label={m.removeNamed(props.label)}
              onPress={() => field.onChange(null)}
            >
              {m.remove}
            </Button>
          )}
        </div>
      </div>
      <Problem text={media.error ?? fieldState.error?.message} />
    </fieldset>
  );
}

/** Several images in order, each with its alternative text; add by upload, move, remove. */
export function ImagesField<T extends FieldValues>(props: BoundFieldProps<T> & { max?: number | undefined }) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const value: unknown = field.value;
  const images: ImageRef[] = Array.isArray(value) ? value.filter(isImage) : [];
  const media = useMediaUpload();
  const legendId = useId();
  const full = props.max !== undefined && images.length >= props.max;
  const set = (next: ImageRef[]) => field.onChange(next);
  return (
    <fieldset className={`${styles.media} ${styles.wide}`} aria-labelledby={legendId}>
      <span id={legendId} className={formStyles.label}>
        {props.label}
      </span>
      {images.length === 0 ? (
        <p className={styles.muted}>{m.noImage}</p>
      ) : (
        <ol className={styles.mediaList}>
          {images.map((image, index) => {
            const name = m.imageAltOf(index + 1);
            return (
              <li key={`${image.id}-${image.version}`} className={styles.mediaRow}>
                <img className={styles.thumbnail} src={thumbnailUrl(image)} alt={image.alt || name} />
                <div className={styles.mediaActions}>
                  <AltInput
                    label={`${m.imageAlt} (${name})`}
                    value={image.alt ?? ''}
                    onChange={(alt) =>
                      set(images.map((entry, i) => (i === index ? { ...entry, alt: alt || undefined } : entry)))
                    }
                  />
                  <MoveButtons
                    count={images.length}
                    index={index}
                    name={name}
                    onMove={(to) => set(moved(images, index, to))}
                  />
                  <Button
                    className={formStyles.secondaryButton}
                    aria-label={m.removeNamed(name)}
                    onPress={() => set(images.filter((_, i) => i !== index))}
                  >
                    {m.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!full && (
        <FileTrigger
          acceptedFileTypes={imageTypes}
          allowsMultiple
          onSelect={async (files) => {
            const added: ImageRef[] = [];
            for (const file of Array.from(files ?? [])) {
              const saved = await media.uploadImage(file, '');
              if (saved) added.push(saved);
            }
            if (added.length > 0) set([...images, ...added]);
          }}
        >
          <Button className={formStyles.secondaryButton} isDisabled={media.busy}>
            {media.busy ? m.uploading : m.addImages}
          </Button>
        </FileTrigger>
      )}
      {!full && <LibraryPicker label={props.label} onPick={(picked) => set([...images, picked])} />}
      <Problem text={media.error ?? fieldState.error?.message} />
    </fieldset>
  );
}

function moved<V>(list: readonly V[], from: number, to: number): V[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

/** 'Nach oben' / 'Nach unten' for an entry of a list. */
export function MoveButtons(props: { count: number; index: number; name: string; onMove: (to: number) => void }) {
  return (
    <>
      <Button
        className={formStyles.secondaryButton}
        isDisabled={props.index === 0}
        onPress={() => props.onMove(props.index - 1)}
      >
        <span aria-hidden="true">↑</span>
        <span className={styles.srOnly}>{`${m.moveUp}: ${props.name}`}</span>
      </Button>
      <Button
        className={formStyles.secondaryButton}
        isDisabled={props.index >= props.count - 1}
        onPress={() => props.onMove(props.index + 1)}
      >
        <span aria-hidden="true">↓</span>
        <span className={styles.srOnly}>{`${m.moveDown}: ${props.name}`}</span>
      </Button>
    </>
  );
}

function FileLink({ file }: { file: SiteFile }) {
  return (
    <a href={fileUrl(file)} target="_blank" rel="noopener noreferrer" className={styles.fileLink}>
      {file.name || `${file.id}.${file.extension}`}
    </a>
  );
}

/** One uploaded file (e.g. a PDF or a video): its link, upload / replace / remove. */
export function FileField<T extends FieldValues>(
  props: BoundFieldProps<T> & { accept?: readonly string[] | undefined },
) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const value: unknown = field.value;
  const file: SiteFile | null = isFile(value) ? value : null;
  const media = useMediaUpload();
  const legendId = useId();
  return (
    <fieldset className={styles.media} aria-labelledby={legendId}>
      <span id={legendId} className={formStyles.label}>
        {props.label}
      </span>
      <div className={styles.mediaRow}>
        {file ? <FileLink file={file} /> : <span className={styles.noMedia}>{m.noFile}</span>}
        <div className={styles.mediaActions}>
          <FileTrigger
            {...(props.accept ? { acceptedFileTypes: [...props.accept] } : {})}
            onSelect={async (files) => {
              const chosen = files?.[0];
              if (!chosen) return;
              const saved = await media.uploadFile(chosen);
              if (saved) field.onChange(saved);
            }}
          >
            <Button className={formStyles.secondaryButton} isDisabled={media.busy}>
              {media.busy ? m.uploading : file ? m.replaceFile : m.uploadFile}
            </Button>
          </FileTrigger>
          {file && (
            <Button
              className={formStyles.secondaryButton}
              aria-label={m.removeNamed(props.label)}
              onPress={() => field.onChange(null)}
            >
              {m.remove}
            </Button>
          )}
        </div>
      </div>
      <Problem text={media.error ?? fieldState.error?.message} />
    </fieldset>
  );
}

/** Several uploaded files in order: add, move, remove. */
export function FilesField<T extends FieldValues>(
  props: BoundFieldProps<T> & { accept?: readonly string[] | undefined; max?: number | undefined },
) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const value: unknown = field.value;
  const files: SiteFile[] = Array.isArray(value) ? value.filter(isFile) : [];
  const media = useMediaUpload();
  const legendId = useId();
  const full = props.max !== undefined && files.length >= props.max;
  const set = (next: SiteFile[]) => field.onChange(next);
  return (
    <fieldset className={`${styles.media} ${styles.wide}`} aria-labelledby={legendId}>
      <span id={legendId} className={formStyles.label}>
        {props.label}
      </span>
      {files.length === 0 ? (
        <p className={styles.muted}>{m.noFile}</p>
      ) : (
        <ol className={styles.mediaList}>
          {files.map((file, index) => {
            const name = file.name || m.fileOf(index + 1);
            return (
              <li key={`${file.id}-${file.version}`} className={styles.mediaRow}>
                <FileLink file={file} />
                <div className={styles.mediaActions}>
                  <MoveButtons
                    count={files.length}
                    index={index}
                    name={name}
                    onMove={(to) => set(moved(files, index, to))}
                  />
                  <Button
                    className={formStyles.secondaryButton}
                    aria-label={m.removeNamed(name)}
                    onPress={() => set(files.filter((_, i) => i !== index))}
                  >
                    {m.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!full && (
        <FileTrigger
          allowsMultiple
          {...(props.accept ? { acceptedFileTypes: [...props.accept] } : {})}
          onSelect={async (chosen) => {
            const added: SiteFile[] = [];
            for (const entry of Array.from(chosen ?? [])) {
              const saved = await media.uploadFile(entry);
              if (saved) added.push(saved);
            }
            if (added.length > 0) set([...files, ...added]);
          }}
        >
          <Button className={formStyles.secondaryButton} isDisabled={media.busy}>
            {media.busy ? m.uploading : m.addFiles}
          </Button>
        </FileTrigger>
      )}
      <Problem text={media.error ?? fieldState.error?.message} />
    </fieldset>
  );
}
