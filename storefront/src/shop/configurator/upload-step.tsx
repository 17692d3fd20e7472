import { ApiError, useCreateUpload } from '@bestell/api-client';
import {
  acceptAttribute,
  allowsMultipleFiles,
  type ChosenPartValue,
  checkUploadFile,
  type ProductPart,
  shopMessages,
  uploadExtensionsFor,
  validationMessages,
} from '@bestell/domain';
import { type ReactNode, useId, useState } from 'react';
import styles from './configurator.module.css';

function idsOf(value: ChosenPartValue): string[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A visitor over the upload limits reads the server's German reason (and when to try again); else the generic text. */
export function uploadProblem(error: unknown, fileName: string): string {
  const limited = error instanceof ApiError && error.status === 429 ? error.errors[0]?.message : undefined;
  return limited ?? validationMessages.uploadFailed({ fileName });
}

/**
 * File and image steps (spec §3 file, files, image, images; §5 Uploads): each chosen file is uploaded at once and the
 * step keeps the upload ids — one id for file and image, a list for files and images.
 */
export function UploadStep({
  part,
  legend,
  description,
  error,
  describedBy,
  value,
  names,
  onNames,
  onValue,
}: {
  part: ProductPart;
  legend: ReactNode;
  description: ReactNode;
  error: ReactNode;
  describedBy: string;
  value: ChosenPartValue;
  names: Record<string, string>;
  onNames: (names: Record<string, string>) => void;
  onValue: (value: ChosenPartValue) => void;
}) {
  const id = useId();
  const upload = useCreateUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const multiple = allowsMultipleFiles(part.type);
  const extensions = uploadExtensionsFor(part.type);
  const ids = idsOf(value);

  const store = (next: string[]) => onValue(next.length === 0 ? null : multiple ? next : (next[0] ?? null));

  async function choose(files: File[]) {
    setProblem(null);
    const added: string[] = [];
    const addedNames: Record<string, string> = {};
    for (const file of files) {
      const refused = checkUploadFile(file.name, extensions);
      if (refused) {
        setProblem(refused);
        continue;
      }
      try {
        const entity = await upload.mutateAsync(file);
        added.push(String(entity.id));
        addedNames[String(entity.id)] = file.name;
      } catch (error) {
        setProblem(uploadProblem(error, file.name));
      }
    }
    if (added.length === 0) return;
    onNames({ ...names, ...addedNames });
    store(multiple ? [...ids, ...added] : added.slice(0, 1));
  }

  return (
    <div className={styles.part}>
      <label htmlFor={`${id}-file`} className={styles.partName}>
        {legend}
      </label>
      {description}
      <input
        id={`${id}-file`}
        type="file"
        className={styles.fileInput}
        accept={acceptAttribute(extensions)}
        multiple={multiple}
        aria-describedby={describedBy || undefined}
        disabled={upload.isPending}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void choose(files);
        }}
      />
      {upload.isPending && <p role="status">{shopMessages.uploading}</p>}
      {ids.length > 0 && (
        <ul className={styles.files}>
          {ids.map((uploadId) => {
            const name = names[uploadId] ?? uploadId;
            return (
              <li key={uploadId}>
                {name}{' '}
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => store(ids.filter((entry) => entry !== uploadId))}
                >
                  {shopMessages.removeFile({ name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {error}
    </div>
  );
}
