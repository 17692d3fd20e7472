import { cmsPagesMessages } from '@bestell/domain';
import { DEFAULT_SLIDE_SECONDS } from '@bestell/ui';
import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '../responsive-image';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import styles from './slider.module.css';

/**
 * custom_home slider: a row of images that moves on by one slide every `seconds` (spec §9: 5 s by default), back to
 * the start after the last; paused while pointed at or focused, in a background tab and for visitors who prefer
 * reduced motion. The arrows move it by one slide; a finger or trackpad scrolls it freely.
 */
export function Slider({ section }: { section: Section }) {
  const track = useRef<HTMLUListElement>(null);
  const items = (section.items ?? []).filter((item) => item.image);
  const seconds = section.seconds && section.seconds > 0 ? section.seconds : DEFAULT_SLIDE_SECONDS;

  useEffect(() => {
    const element = track.current;
    if (!element || items.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (element.parentElement?.matches(':hover, :focus-within') || document.hidden) return;
      moveTrack(element, 1);
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [items.length, seconds]);

  const move = (direction: -1 | 1) => {
    if (track.current) moveTrack(track.current, direction);
  };

  if (items.length === 0) return null;
  return (
    <>
      {section.title && <h2 className={styles.heading}>{section.title}</h2>}
      <div className={styles.slider}>
        <ul ref={track} className={styles.track} aria-label={section.title || cmsPagesMessages.slider}>
          {items.map((item, index) => {
            const link = linkOf(item.link, item.linkLabel);
            const caption = item.title ? <span className={styles.caption}>{item.title}</span> : null;
            const image = item.image && (
              <ResponsiveImage image={item.image} className={styles.image} sizes="(min-width: 720px) 360px, 80vw" />
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
              <li key={index} className={styles.slide}>
                {link?.url ? (
                  <SiteLink url={link.url} className={styles.slideLink}>
                    {image}
                    {caption}
                  </SiteLink>
                ) : (
                  <>
                    {image}
                    {caption}
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {items.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => move(-1)}
              aria-label={cmsPagesMessages.sliderPrevious}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
              </svg>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => move(1)}
              aria-label={cmsPagesMessages.sliderNext}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
              </svg>
            </button>
          </>
        )}
      </div>
    </>
  );
}

/** Scrolls the track by one slide; past the last it starts again, before the first it goes to the end. */
function moveTrack(element: HTMLElement, direction: -1 | 1): void {
  const slide = element.querySelector('li');
  const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
  const distance = (slide?.getBoundingClientRect().width ?? element.clientWidth) + gap;
  const end = element.scrollWidth - element.clientWidth;
  let target = element.scrollLeft + direction * distance;
  if (element.scrollLeft >= end - 1 && direction === 1) target = 0;
  else if (element.scrollLeft <= 1 && direction === -1) target = end;
  element.scrollTo({ left: Math.max(0, Math.min(end, target)), behavior: 'smooth' });
}
