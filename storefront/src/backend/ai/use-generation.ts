import { useStaffApi } from '@bestell/api-client';
import { backofficeAiMessages as t } from '@bestell/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiMessageOf } from '../editor-page';

export interface Generation<T> {
  pending: boolean;
  error: string | null;
  /** Sends the request; resolves with the answer, or null when it failed or was cancelled. */
  run: (body: unknown) => Promise<T | null>;
  /** Aborts the request: the browser closes it, and the API aborts its call to the AI provider. */
  cancel: () => void;
}

/**
 * One AI request at a time with 'Abbrechen': an AbortController per request, aborted by cancel() or when the
 * component goes away. The API notices the closed request and aborts the provider call in turn.
 */
export function useGeneration<T>(path: string): Generation<T> {
  const api = useStaffApi();
  const controller = useRef<AbortController | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  const run = useCallback(
    async (body: unknown) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setPending(true);
      setError(null);
      try {
        return await api.post<T>(path, body, { signal: own.signal });
      } catch (failure) {
        setError(own.signal.aborted ? t.cancelled : apiMessageOf(failure, t.failed));
        return null;
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setPending(false);
        }
      }
    },
    [api, path],
  );

  return { pending, error, run, cancel };
}
