import { useEffect, useRef } from 'react';
import styles from './lightbox.module.css';
import { lightboxStep } from './lightbox-step';

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

export interface LightboxState {
  images: LightboxImage[];
  index: number;
}

/** The open lightbox (its own chunk: loaded when the first image is opened). */
export function LightboxDialog({
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
