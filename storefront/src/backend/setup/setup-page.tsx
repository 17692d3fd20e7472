import { ApiError, useApiClient } from '@bestell/api-client';
import { setupMessages as m } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BackofficeProviders } from '../shell/backoffice-providers';
import { BackendNotFoundPage } from '../shell/not-found-page';
import styles from './setup.module.css';
import { checkCode } from './setup-api';
import { SetupWizard } from './setup-wizard';

/** /backend/setup?code=…: the first-run setup (issue 23). A wrong or used code is refused before anything is typed. */
export function SetupPage() {
  return (
    <BackofficeProviders>
      <SetupScreen />
    </BackofficeProviders>
  );
}

function SetupScreen() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const client = useApiClient();
  // Asked first with a GET: once set up, a signed-in admin gets the 404 page, not a CSRF refusal of the check.
  const state = useQuery({
    queryKey: ['setup', 'required'],
    queryFn: () => client.request<{ required: true }>('/setup'),
    retry: false,
  });
  const check = useQuery({
    queryKey: ['setup', 'check', code],
    queryFn: () => checkCode(client, code),
    enabled: code !== '' && state.data?.required === true,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    document.title = m.title;
  }, []);

  const isDone = [state.error, check.error].some((error) => error instanceof ApiError && error.status === 404);
  if (isDone) {
    return (
      <main id="main" className={styles.main}>
        <BackendNotFoundPage />
      </main>
    );
  }
  const failed = state.error ?? check.error;
  const refusal =
    code === '' ? m.missingCode : failed ? (failed instanceof ApiError ? failed.message : m.invalidCode) : null;

  return (
    <main id="main" className={styles.main}>
      <div className={styles.card}>
        <h1 className={styles.title}>{m.title}</h1>
        {refusal ? (
          <p role="alert" className={styles.failure} data-testid="setup-refused">
            {refusal}
          </p>
        ) : state.isPending || check.isPending ? (
          <p aria-busy="true">{m.checkingCode}</p>
        ) : (
          <>
            <p className={styles.hint}>{m.intro}</p>
            <SetupWizard code={code} />
          </>
        )}
      </div>
    </main>
  );
}
