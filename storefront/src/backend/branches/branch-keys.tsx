import { ApiError, useStaffApi } from '@bestell/api-client';
import { backofficeBranchesMessages as b, backofficeFormsMessages as f } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Dialog,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './branches.module.css';

export interface BranchKey {
  id: number;
  branchId: number;
  name: string;
  key?: string;
  createdAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Vienna',
});

function when(value: string | null): string {
  return value ? dateTime.format(new Date(value)) : b.keys.never;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.errors.length > 0 ? error.message : b.keys.failed;
}

/** The secret of a new or rotated key, shown this once with a copy button. */
function ShownOnce({ created, onDone }: { created: BranchKey | null; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const secret = created?.key ?? '';
  return (
    <ModalOverlay className={formStyles.overlay} isOpen={created !== null}>
      <Modal className={formStyles.modal}>
        <Dialog className={formStyles.dialog} data-testid="branch-key-shown-once">
          <Heading slot="title" className={formStyles.dialogTitle}>
            {b.keys.shownOnceTitle}: {created?.name}
          </Heading>
          <p>{b.keys.shownOnce}</p>
          <TextField value={secret} isReadOnly className={formStyles.field}>
            <Label className={formStyles.label}>{b.keys.caption}</Label>
            <Input className={`${formStyles.input} ${styles.secret}`} data-testid="branch-key-secret" />
          </TextField>
          <p aria-live="polite" className={styles.muted}>
            {copied ? b.keys.copied : ''}
          </p>
          <div className={formStyles.dialogActions}>
            <Button
              className={formStyles.secondaryButton}
              onPress={async () => {
                await navigator.clipboard?.writeText(secret);
                setCopied(true);
              }}
            >
              {b.keys.copy}
            </Button>
            <Button
              className={formStyles.primaryButton}
              onPress={() => {
                setCopied(false);
                onDone();
              }}
            >
              {b.keys.done}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Branch API keys for desk and frontdesk (admins): create (shown once), rotate, revoke with a question. */
export function BranchKeys({ branchId }: { branchId: number }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const key = ['staff', '/branch-keys', branchId] as const;
  const keys = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<BranchKey[]>(`/branch-keys?branchId=${branchId}`, signal),
  });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<BranchKey | null>(null);
  const [asking, setAsking] = useState<{ kind: 'revoke' | 'rotate'; key: BranchKey } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    mutationFn: () => api.post<BranchKey>('/branch-keys', { branchId, name }),
    onSuccess: (answer) => {
      setCreated(answer);
      setName('');
      setNameError(null);
      void refresh();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.forField('name')[0] : undefined;
      if (field) setNameError(field.message);
      else setFailure(messageOf(error));
    },
  });
  const act = useMutation({
    mutationFn: async (target: { kind: 'revoke' | 'rotate'; key: BranchKey }): Promise<BranchKey | null> => {
      if (target.kind === 'rotate') return api.post<BranchKey>(`/branch-keys/${target.key.id}/rotate`);
      await api.delete<void>(`/branch-keys/${target.key.id}`);
      return null;
    },
    onSuccess: (answer) => {
      setAsking(null);
      if (answer) setCreated(answer);
      void refresh();
    },
    onError: (error) => {
      setAsking(null);
      setFailure(messageOf(error));
    },
  });

  const rows = keys.data ?? [];
  return (
    <div className={styles.keys}>
      <p className={styles.muted}>{b.keys.intro}</p>
      {keys.isError && <p className={formStyles.error}>{b.loadFailed}</p>}
      {failure && (
        <p role="alert" className={formStyles.error}>
          {failure}
        </p>
      )}
      {rows.length === 0 ? (
        <p className={styles.muted}>{keys.isPending ? '' : b.keys.empty}</p>
      ) : (
        <table className={styles.keyTable}>
          <caption className={styles.srOnly}>{b.keys.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{b.keys.name}</th>
              <th scope="col">{b.keys.created}</th>
              <th scope="col">{b.keys.lastUsed}</th>
              <th scope="col">{b.keys.state}</th>
              <th scope="col">
                <span className={styles.srOnly}>{b.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="branch-key-row">
                <th scope="row">{row.name}</th>
                <td>{when(row.rotatedAt ?? row.createdAt)}</td>
                <td>{when(row.lastUsedAt)}</td>
                <td>{row.revokedAt ? `${b.keys.revoked} (${when(row.revokedAt)})` : b.keys.active}</td>
                <td className={styles.keyActions}>
                  {!row.revokedAt && (
                    <>
                      <Button
                        className={formStyles.secondaryButton}
                        aria-label={`${b.keys.rotate}: ${row.name}`}
                        onPress={() => setAsking({ kind: 'rotate', key: row })}
                      >
                        {b.keys.rotate}
                      </Button>
                      <Button
                        className={formStyles.dangerButton}
                        aria-label={`${b.keys.revoke}: ${row.name}`}
                        onPress={() => setAsking({ kind: 'revoke', key: row })}
                      >
                        {b.keys.revoke}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.keyCreate}>
        <TextField
          className={formStyles.field}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          isInvalid={nameError !== null}
          validationBehavior="aria"
        >
          <Label className={formStyles.label}>{b.keys.name}</Label>
          <Input className={formStyles.input} placeholder={b.keys.nameHint} />
          <FieldError className={formStyles.error}>{nameError ?? ''}</FieldError>
        </TextField>
        <Button
          className={formStyles.primaryButton}
          isDisabled={create.isPending}
          onPress={() => {
            setFailure(null);
            create.mutate();
          }}
        >
          {b.keys.create}
        </Button>
      </div>
      <ShownOnce created={created} onDone={() => setCreated(null)} />
      <ConfirmDialog
        isOpen={asking !== null}
        title={
          asking?.kind === 'rotate'
            ? b.keys.rotateQuestion(asking.key.name)
            : b.keys.revokeQuestion(asking?.key.name ?? '')
        }
        confirmLabel={asking?.kind === 'rotate' ? b.keys.rotate : b.keys.revoke}
        cancelLabel={f.cancel}
        isDestructive
        isPending={act.isPending}
        onConfirm={() => {
          if (asking) act.mutate(asking);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{asking?.kind === 'rotate' ? b.keys.rotateHint : b.keys.revokeHint}</p>
      </ConfirmDialog>
    </div>
  );
}
