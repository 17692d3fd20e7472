import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { LightboxLabels, LightboxState } from './lightbox-dialog';

export type { LightboxImage, LightboxLabels } from './lightbox-dialog';
export { lightboxStep } from './lightbox-step';

const LightboxDialog = lazy(() => import('./lightbox-dialog').then((m) => ({ default: m.LightboxDialog })));

type OpenLightbox = (images: LightboxState['images'], index?: number) => void;
const LightboxContext = createContext<OpenLightbox | null>(null);

/**
 * Spec §2 Layout, lightbox: images open full-screen; previous/next by arrow keys and buttons; Escape closes; going
 * before the first or after the last image closes it.
 */
export function LightboxProvider({ labels, children }: { labels: LightboxLabels; children: ReactNode }) {
  const [state, setState] = useState<LightboxState | null>(null);
  const open = useCallback<OpenLightbox>((images, index = 0) => {
    if (images.length > 0) setState({ images, index: Math.min(Math.max(index, 0), images.length - 1) });
  }, []);
  const value = useMemo(() => open, [open]);
  return (
    <LightboxContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <LightboxDialog state={state} labels={labels} onChange={setState} />
        </Suspense>
      )}
    </LightboxContext.Provider>
  );
}

export function useLightbox(): OpenLightbox {
  const open = useContext(LightboxContext);
  if (!open) throw new Error('useLightbox needs a <LightboxProvider> above it');
  return open;
}
