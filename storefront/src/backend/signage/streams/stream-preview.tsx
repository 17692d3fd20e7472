import { useStaffApi } from '@bestell/api-client';
import { type Slide, signageBackofficeMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StaffBranch } from '../../branches/branch-form-values';
import formStyles from '../../forms/forms.module.css';
import styles from '../signage.module.css';
import { useSignageScreens } from '../signage-devices';
import { PreviewSlideView } from './preview-slide-view';
import { previewSlides } from './preview-slides';
import type { SlideCatalog } from './slide-catalog';
import type { StreamFormValues } from './stream-values';

const t = signageBackofficeMessages.streams;
const noBranch = { identificationNumber: null };

/**
 * The live preview of the slides being edited, in the aspect ratio of a chosen screen (16:9 landscape, 9:16
 * portrait) or of a chosen orientation, with that screen's branch prices (a partner screen: reselling prices, its
 * scope). Steps through the slides with 'Vorherige' / 'Nächste'.
 */
export function StreamPreview({ catalog }: { catalog: SlideCatalog }) {
  const api = useStaffApi();
  const { control } = useFormContext<StreamFormValues>();
  const slides = (useWatch({ control, name: 'slides' }) ?? []) as Slide[];
  const defaultDuration = useWatch({ control, name: 'defaultDuration' });
  const screens = useSignageScreens();
  const branches = useQuery({
    queryKey: ['staff', '/branches', 'list'],
    queryFn: ({ signal }) => api.list<StaffBranch>('/branches?sort=position,name', signal),
  });
  const [screenKey, setScreenKey] = useState<string>('landscape');
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);

  const screen = screens.data?.rows.find((row) => `screen-${row.id}` === screenKey);
  const orientation = screen ? screen.orientation : screenKey === 'portrait' ? 'portrait' : 'landscape';
  const branch = screen ? branches.data?.rows.find((row) => row.id === screen.branchId) : undefined;
  const shown = previewSlides(
    slides,
    catalog,
    branch ?? noBranch,
    typeof defaultDuration === 'number' ? defaultDuration : 0,
  );
  const index = shown.length === 0 ? 0 : Math.min(position, shown.length - 1);
  const slide = shown[index];
  const count = shown.length;
  const seconds = slide?.duration ?? 0;
  // Playing: each slide for its duration, then the next (after the last the first), as the screen would.
  useEffect(() => {
    if (!playing || count === 0) return;
    const timer = window.setTimeout(() => setPosition(index + 1 >= count ? 0 : index + 1), Math.max(1, seconds) * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, seconds]);
  const orientationLabel = orientation === 'portrait' ? t.previewPortrait : t.previewLandscape;
  const choices = [
    { id: 'landscape', label: t.previewLandscape },
    { id: 'portrait', label: t.previewPortrait },
    ...(screens.data?.rows ?? []).map((row) => ({
      id: `screen-${row.id}`,
      label: t.previewDeviceOption(row.name, row.orientation === 'portrait' ? t.previewPortrait : t.previewLandscape),
    })),
  ];

  return (
    <div className={styles.preview}>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t.previewDevice}</span>
        <select
          className={formStyles.input}
          value={screenKey}
          onChange={(event) => setScreenKey(event.target.value)}
          data-testid="preview-device"
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <figure
        className={`${styles.previewFrame} ${orientation === 'portrait' ? styles.portrait : styles.landscape}`}
        aria-label={t.previewLabel(orientationLabel)}
        data-testid="stream-preview"
        data-orientation={orientation}
      >
        {slide ? <PreviewSlideView slide={slide} /> : <p className={styles.previewEmpty}>{t.previewEmpty}</p>}
      </figure>
      <div className={styles.previewControls}>
        <Button
          className={formStyles.secondaryButton}
          isDisabled={index === 0}
          onPress={() => setPosition(Math.max(0, index - 1))}
        >
          {t.previewPrevious}
        </Button>
        <span aria-live={playing ? 'off' : 'polite'} data-testid="preview-position">
          {shown.length > 0 ? t.previewPosition(index + 1, shown.length) : ''}
          {slide ? ` · ${t.previewSeconds(slide.duration)}` : ''}
        </span>
        <Button className={formStyles.secondaryButton} isDisabled={count === 0} onPress={() => setPlaying(!playing)}>
          {playing ? t.previewPause : t.previewPlay}
        </Button>
        <Button
          className={formStyles.secondaryButton}
          isDisabled={index >= shown.length - 1}
          onPress={() => setPosition(Math.min(shown.length - 1, index + 1))}
        >
          {t.previewNext}
        </Button>
      </div>
    </div>
  );
}
