import { type Slide, signageBackofficeMessages } from '@bestell/domain';
import { useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { moveItem, removeItem, SortableList } from '../../catalog/parts-editor';
import { IntegerField } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from '../signage.module.css';
import { SlideAdder } from './slide-adder';
import { type SlideCatalog, targetName } from './slide-catalog';
import { durationOptional, targetIdOf } from './slide-parts';
import type { StreamFormValues } from './stream-values';

const m = signageBackofficeMessages;
const t = m.streams;

/** The name of a slide in the list, the announcements and the buttons: '2. Produkt: Kaisersemmel'. */
export function slideName(catalog: SlideCatalog, slide: Slide, index: number): string {
  return t.slideLabel(index + 1, m.slideTypes[slide.type], targetName(catalog, slide.type, targetIdOf(slide)));
}

/**
 * The stream's ordered slides: drag by mouse or touch, or by keyboard (the handle, Enter, arrow keys, Enter), or the
 * up/down buttons; each move is announced in German. Choosing a slide shows its duration field; a new slide is added
 * at the end. Every change lands in the form's `slides` (saved with the stream).
 */
export function SlidesEditor({ catalog }: { catalog: SlideCatalog }) {
  const { control, setValue, formState } = useFormContext<StreamFormValues>();
  const slides = (useWatch({ control, name: 'slides' }) ?? []) as Slide[];
  const [selected, setSelected] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const change = (next: Slide[]) => setValue('slides', next, { shouldDirty: true });
  const nameOf = (slide: Slide) => targetName(catalog, slide.type, targetIdOf(slide));

  const chosen = selected !== null && selected < slides.length ? selected : null;
  const chosenSlide = chosen === null ? undefined : slides[chosen];
  return (
    <div className={styles.slidesEditor}>
      <div className={styles.slideColumn}>
        <SortableList<Slide>
          aria-label={t.slidesLabel}
          items={slides}
          getLabel={(slide, index) => slideName(catalog, slide, index)}
          renderItem={(slide, index) => (
            <span className={styles.slideRow}>
              <span className={styles.slideType}>{m.slideTypes[slide.type]}</span>
              <span className={styles.slideTarget} data-testid="slide-target">
                {nameOf(slide)}
              </span>
              <span className={styles.slideDuration}>
                {slide.duration === null || slide.duration === undefined
                  ? t.durationDefault
                  : t.previewSeconds(slide.duration)}
              </span>
              {firstError(get(formState.errors, `slides.${index}`)) && (
                <span className={formStyles.error}>{firstError(get(formState.errors, `slides.${index}`))}</span>
              )}
            </span>
          )}
          onMove={(from, to) => {
            const moved = slides[from];
            change(moveItem(slides, from, to));
            if (chosen === from) setSelected(to);
            if (moved) setAnnouncement(t.moved(nameOf(moved), to + 1, slides.length));
          }}
          onRemove={(index) => {
            const removed = slides[index];
            change(removeItem(slides, index));
            setSelected(null);
            if (removed) setAnnouncement(t.removed(nameOf(removed)));
          }}
          selectedIndex={chosen}
          onSelect={setSelected}
          emptyText={t.noSlides}
          testId="slide-list"
        />
        <p aria-live="polite" className={formStyles.srOnly} data-testid="slide-announcement">
          {announcement}
        </p>
        {chosen !== null && chosenSlide && (
          <div className={styles.slideDetail} data-testid="slide-detail">
            <IntegerField<StreamFormValues>
              key={chosen}
              name={`slides.${chosen}.duration`}
              label={t.durationOf(nameOf(chosenSlide))}
              description={durationOptional(chosenSlide.type) ? t.durationDefault : undefined}
              isRequired={!durationOptional(chosenSlide.type)}
              suffix="s"
            />
          </div>
        )}
      </div>
      <SlideAdder
        catalog={catalog}
        onAdd={(slide) => {
          change([...slides, slide]);
          setSelected(slides.length);
          setAnnouncement(t.added(nameOf(slide), slides.length + 1));
        }}
      />
    </div>
  );
}

/** The first message of a slide's errors (on its id or its duration). */
function firstError(errors: unknown): string {
  if (typeof errors !== 'object' || errors === null) return '';
  if ('message' in errors && typeof errors.message === 'string' && errors.message) return errors.message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const message = firstError(value);
    if (message) return message;
  }
  return '';
}
