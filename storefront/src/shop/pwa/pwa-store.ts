import { useExternalStore } from '../../ssr/use-external-store';

/** What the browser tells the app about installing it; filled in by effects, never read during render. */
export interface PwaState {
  supported: boolean;
  standalone: boolean;
  registered: boolean;
  /** a new service worker waits (or reported an update): the update banner shows */
  updateReady: boolean;
  /** the install dialog: closed, the prompt ('Installieren' / 'Jetzt nicht') or the instructions after accepting */
  dialog: 'closed' | 'prompt' | 'instructions';
}

export const initialPwaState: PwaState = {
  supported: false,
  standalone: false,
  registered: false,
  updateReady: false,
  dialog: 'closed',
};

let state: PwaState = initialPwaState;
const listeners = new Set<() => void>();

export function getPwaState(): PwaState {
  return state;
}

export function setPwaState(patch: Partial<PwaState>): void {
  const next = { ...state, ...patch };
  if (Object.entries(patch).every(([key, value]) => state[key as keyof PwaState] === value)) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Test helper and cleanup: back to the state of a fresh page. */
export function resetPwaState(): void {
  state = initialPwaState;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  return useExternalStore(subscribe, getPwaState, () => initialPwaState);
}

/** The footer link, the status-page promotion and the timed prompt open the same dialog. */
export function openInstallPrompt(): void {
  setPwaState({ dialog: 'prompt' });
}
