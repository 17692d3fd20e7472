import { ApiError, useStaffApi } from '@bestell/api-client';
import { type CatalogColumnKey, catalogImportMessages as c, catalogColumnOf, catalogHeaderOf } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { DataTable, type TableColumn } from '../../table';
import styles from '../products/products.module.css';
import { categoryListKey, productListKey } from '../products/use-products';
import type { ImportItem, ImportProblem, ImportResult } from './import-result';

const actionLabels: Record<ImportItem['action'], string> = {
  create: c.actionCreate,
  update: c.actionUpdate,
  unchanged: c.actionUnchanged,
};

const changeLabel = (key: string) => {
  const column: CatalogColumnKey | undefined = catalogColumnOf(key);
  return column ? catalogHeaderOf(column) : key;
};

const itemColumns: TableColumn<ImportItem>[] = [
  { id: 'line', header: c.columnLine, cell: (i) => i.line, sortValue: (i) => i.line, align: 'end' },
  { id: 'uid', header: catalogHeaderOf('uid'), cell: (i) => i.uid, searchValue: (i) => i.uid, sortValue: (i) => i.uid },
  { id: 'name', header: catalogHeaderOf('name'), cell: (i) => i.name, searchValue: (i) => i.name, rowHeader: true },
  { id: 'action', header: c.columnAction, cell: (i) => actionLabels[i.action], sortValue: (i) => i.action },
  {
    id: 'changes',
    header: c.columnChanges,
    cell: (i) => (i.action === 'update' ? i.changes.map(changeLabel).join(', ') : ''),
  },
];

const problemColumns: TableColumn<ImportProblem>[] = [
  { id: 'line', header: c.columnLine, cell: (p) => p.line ?? '', sortValue: (p) => p.line ?? 0, align: 'end' },
  { id: 'message', header: c.columnMessage, cell: (p) => p.message, rowHeader: true },
];

type Checked = { kind: 'ok'; result: ImportResult } | { kind: 'errors'; problems: ImportProblem[] } | null;

function problemsOf(error: unknown): ImportProblem[] {
  const entries = error instanceof ApiError && error.errors.length > 0 ? error.errors : [];
  if (entries.length === 0) return [{ id: '0', line: null, message: c.unreadableFile }];
  return entries.map((e, index) => ({ id: String(index), line: e.line ?? null, message: e.message }));
}

/**
 * /backend/catalog/import (admins): choose a CSV or Excel file, check it (dry run: a preview of every row, or every
 * bad line), then 'Importieren'. Templates and the export of the catalog are offered beside it.
 */
export function ImportPage() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const result = await api.post<ImportResult>(`/products/import${dryRun ? '?dryRun=true' : ''}`, body);
      if (dryRun) setChecked({ kind: 'ok', result });
      else {
        setDone(result);
        setChecked(null);
        setFile(null);
        await queryClient.invalidateQueries({ queryKey: productListKey });
        await queryClient.invalidateQueries({ queryKey: categoryListKey });
      }
    } catch (error) {
      setChecked({ kind: 'errors', problems: problemsOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const choose = (files: FileList | null) => {
    setFile(files?.[0] ?? null);
    setChecked(null);
    setDone(null);
  };

  const result = checked?.kind === 'ok' ? checked.result : null;
  const nothingToDo = result !== null && result.created + result.updated + result.categoriesCreated === 0;

  return (
    <div className={styles.page} data-testid="catalog-import">
      <header className={styles.pageHeader}>
        <h1>{c.title}</h1>
      </header>
      <p>{c.intro}</p>
      <p>
        <a href="/api/products/import/template.csv" download>
          {c.templateCsv}
        </a>
        {' · '}
        <a href="/api/products/import/template.xlsx" download>
          {c.templateXlsx}
        </a>
        {' · '}
        <a href="/api/products/export.csv" download>
          {c.exportCsv}
        </a>
      </p>
      <div className={styles.pageHeader}>
        <FileTrigger
          acceptedFileTypes={[
            '.csv',
            '.txt',
            '.xlsx',
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]}
          onSelect={choose}
        >
          <Button className={styles.secondaryButton}>{c.fileLabel}</Button>
        </FileTrigger>
        <span data-testid="import-file-name">{file?.name ?? ''}</span>
        <Button className={styles.secondaryButton} isDisabled={!file || busy !== null} onPress={() => void send(true)}>
          {busy === 'check' ? c.checking : c.check}
        </Button>
        <Button
          className={styles.primaryButton}
          isDisabled={!result || nothingToDo || busy !== null}
          onPress={() => void send(false)}
        >
          {busy === 'import' ? c.importing : c.import}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {done ? c.done(done) : result ? (nothingToDo ? c.nothingToDo : c.summary(result)) : ''}
      </p>
      {checked?.kind === 'errors' ? (
        <>
          <p className={styles.error} role="alert">
            {c.errorsHeading({ count: checked.problems.length })}
          </p>
          <DataTable
            caption={c.columnMessage}
            captionHidden
            columns={problemColumns}
            rows={checked.problems}
            getRowId={(p) => p.id}
          />
        </>
      ) : null}
      {result ? (
        <>
          <h2>{c.previewHeading}</h2>
          <DataTable
            caption={c.previewHeading}
            captionHidden
            columns={itemColumns}
            rows={result.items}
            getRowId={(i) => String(i.line)}
          />
        </>
      ) : null}
    </div>
  );
}
