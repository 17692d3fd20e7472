import { useEffect, useState } from 'react';
import styles from './image-slider.module.css';

export interface SliderImage {
  src: string;
  alt: string;
}

/** Spec §9: default 5 s per slide. */
export const DEFAULT_SLIDE_SECONDS = 5;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * One image, or several that change every `seconds` (not with reduced motion). Decorative navigation: the tile
 * around it is the control; dots show the position.
 */
export function ImageSlider({
  images,
  seconds,
  lazy = false,
}: {
  images: SliderImage[];
  seconds?: number | null;
  /** Also the first image loads only near the viewport, at low priority (further slides always do). */
  lazy?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const duration = seconds && seconds > 0 ? seconds : DEFAULT_SLIDE_SECONDS;

  useEffect(() => {
    if (images.length < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % images.length), duration * 1000);
    return () => window.clearInterval(timer);
  }, [images.length, duration]);

  if (images.length === 0) return <div className={styles.placeholder} />;
  return (
    <div className={styles.slider}>
      {images.map((image, position) => (
        <img
          key={image.src}
          className={`${styles.image} ${position === index ? styles.current : ''}`}
          src={image.src}
          alt={position === index ? image.alt : ''}
          aria-hidden={position === index ? undefined : true}
          loading={position === 0 && !lazy ? undefined : 'lazy'}
          fetchPriority={position === 0 && !lazy ? undefined : 'low'}
          decoding="async"
        />
      ))}
      {images.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {images.map((image, position) => (
            <span key={image.src} className={`${styles.dot} ${position === index ? styles.dotCurrent : ''}`} />
          ))}
        </div>
      )}
    </div>
  );
}
