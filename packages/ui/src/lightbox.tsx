import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import styles from './lightbox.module.css';

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  position: (p: { index: number; total: number }) => string;
}

interface LightboxState {
  images: LightboxImage[];
  index: number;
}

/** Where the lightbox goes from `index` by `delta`: another image, or null (closed) before the first or after the last. */
export function lightboxStep(index: number, delta: number, total: number): number | null {
  const next = index + delta;
  return next < 0 || next >= total ? null : next;
}

function LightboxDialog({
  state,
  labels,
  onChange,
}: {
  state: LightboxState;
  labels: LightboxLabels;
  onChange: (state: LightboxState | null) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { images, index } = state;
  const image = images[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const go = (delta: number) => {
    const next = lightboxStep(index, delta, images.length);
    onChange(next === null ? null : { images, index: next });
  };

  if (!image) return null;
  return (
    <dialog
      ref={ref}
      className={styles.lightbox}
      aria-label={labels.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onChange(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          go(-1);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          go(1);
        }
      }}
    >
      <figure className={styles.figure}>
        <img className={styles.image} src={image.src} alt={image.alt} />
        {images.length > 1 && (
          <figcaption className={styles.caption} aria-live="polite">
            {labels.position({ index: index + 1, total: images.length })}
          </figcaption>
        )}
      </figure>
      <button type="button" className={`${styles.control} ${styles.prev}`} onClick={() => go(-1)}>
        <span aria-hidden="true">‹</span>
        <span className={styles.visuallyHidden}>{labels.previous}</span>
      </button>
      <button type="button" className={`${styles.control} ${styles.next}`} onClick={() => go(1)}>
        <span aria-hidden="true">›</span>
        <span className={styles.visuallyHidden}>{labels.next}</span>
      </button>
      <button type="button" className={`${styles.control} ${styles.close}`} onClick={() => onChange(null)}>
        <span aria-hidden="true">×</span>
        <span className={styles.visuallyHidden}>{labels.close}</span>
      </button>
    </dialog>
  );
}

type OpenLightbox = (images: LightboxImage[], index?: number) => void;
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
      {state && <LightboxDialog state={state} labels={labels} onChange={setState} />}
    </LightboxContext.Provider>
  );
}

export function useLightbox(): OpenLightbox {
  const open = useContext(LightboxContext);
  if (!open) throw new Error('useLightbox needs a <LightboxProvider> above it');
  return open;
}
