import { useCallback, useEffect, useState } from 'react';
import { nextTask } from './next-task';

export type PromiseState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** The state of a promise made by `load` (again when `key` changes or `retry` is called). */
export function usePromise<T>(load: () => Promise<T>, key: string): PromiseState<T> & { retry: () => void } {
  const [state, setState] = useState<PromiseState<T>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // `key` names what `load` loads (a new function each render); `attempt` asks again
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    load().then(
      async (data) => {
        // A task of its own for each widget's render of what arrived: the last answer's JSON parse and every widget
        // waiting for the same data would otherwise render in one task (issue 22: no task over 50 ms on a phone).
        await nextTask();
        if (live) setState({ status: 'success', data });
      },
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
