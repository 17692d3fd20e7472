import { ApiError, type ApiErrorEntry, type CatalogImportResult, type StaffApi } from '@bestell/api-client';
import { catalogImportMessages as c, setupMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import styles from './setup.module.css';
import { createFirstMenu } from './setup-api';

type ImportCounts = Omit<CatalogImportResult, 'newCategories' | 'items'>;

type Checked = { kind: 'ok'; counts: ImportCounts } | { kind: 'errors'; errors: ApiErrorEntry[] } | null;

function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

/**
 * Step 5, after the shop exists and the admin is signed in: a catalog file is checked (POST /api/products/import
 * ?dryRun=true: counts, or every bad line in German) and then imported as that admin — or the shop starts empty.
 */
export function CatalogStep({ api, onFinished }: { api: StaffApi; onFinished(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [imported, setImported] = useState<ImportCounts | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    try {
      const counts = await api.post<ImportCounts>(`/products/import${dryRun ? '?dryRun=true' : ''}`, fileBody(file));
      if (dryRun) setChecked({ kind: 'ok', counts });
      else {
        await createFirstMenu(api);
        setImported(counts);
      }
    } catch (error) {
      const errors =
        error instanceof ApiError && error.errors.length > 0
          ? error.errors
          : [{ message: c.unreadableFile, code: 'unknown' }];
      setChecked({ kind: 'errors', errors });
    } finally {
      setBusy(null);
    }
  };

  if (imported) {
    return (
      <section className={styles.step} data-testid="setup-catalog" aria-labelledby="setup-catalog-title">
        <h2 id="setup-catalog-title" className={styles.stepTitle}>
          {m.catalog.imported}
        </h2>
        <p role="status">{c.done(imported)}</p>
        <div className={styles.actions}>
          <Button className={formStyles.primaryButton} onPress={onFinished}>
            {m.catalog.toBackoffice}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.step} data-testid="setup-catalog" aria-labelledby="setup-catalog-title">
      <p role="status" className={styles.done}>
        {m.done}
      </p>
      <h2 id="setup-catalog-title" className={styles.stepTitle}>
        {m.catalog.heading}
      </h2>
      <p className={styles.hint}>{m.catalog.hint}</p>
      <p className={styles.hint}>
        <a href="/api/products/import/template.csv">{c.templateCsv}</a>
        {' · '}
        <a href="/api/products/import/template.xlsx">{c.templateXlsx}</a>
      </p>
      <div className={styles.actions}>
        <FileTrigger
          acceptedFileTypes={[
            '.csv',
            'text/csv',
            '.xlsx',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]}
          onSelect={(files) => {
            setFile(files?.[0] ?? null);
            setChecked(null);
          }}
        >
          <Button className={formStyles.secondaryButton}>{m.catalog.chooseFile}</Button>
        </FileTrigger>
        {file && <span>{m.catalog.fileChosen(file.name)}</span>}
      </div>
      {file && (
        <div className={styles.actions}>
          <Button className={formStyles.secondaryButton} onPress={() => void send(true)} isDisabled={busy !== null}>
            {busy === 'check' ? m.catalog.checking : m.catalog.check}
          </Button>
        </div>
      )}
      {checked?.kind === 'ok' && (
        <div className={styles.result} data-testid="setup-import-check">
          <p role="status">{c.summary(checked.counts)}</p>
          <Button className={formStyles.primaryButton} onPress={() => void send(false)} isDisabled={busy !== null}>
            {busy === 'import' ? c.importing : c.import}
          </Button>
        </div>
      )}
      {checked?.kind === 'errors' && (
        <div className={styles.failure} role="alert" data-testid="setup-import-errors">
          <p>{c.errorsHeading({ count: checked.errors.length })}</p>
          <ul>
            {[...new Set(checked.errors.map((error) => error.message))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Button className={formStyles.secondaryButton} onPress={onFinished} isDisabled={busy !== null}>
          {m.catalog.startEmpty}
        </Button>
      </div>
    </section>
  );
}
