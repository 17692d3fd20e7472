import { signagePlayerMessages as m, type ResolvedSlide, type SignageProgram } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import type { PlayerClock } from './clock';
import { emptyRegionView, type LayerIndex, RegionLoop, type RegionView as View } from './region-loop';
import { SlideView } from './slide-view';

interface RegionViewProps {
  name: string;
  program: SignageProgram;
  clock: PlayerClock;
  onShow(region: string, slide: ResolvedSlide | null, streamId: number | null): void;
}

/** Media still loading (a rendered template's bytes): polled for at most this long before decoding what is there. */
const pendingLimitMs = 5000;

/** Waits until every image of `element` is decoded and a video can play (each failure counts as ready). */
async function mediaReady(element: HTMLElement): Promise<void> {
  for (let waited = 0; element.querySelector('[data-pending-media]') && waited < pendingLimitMs; waited += 50) {
    await new Promise((resolve) => window.setTimeout(resolve, 50));
  }
  const images = [...element.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined));
  const videos = [...element.querySelectorAll('video')].map(
    (video) =>
      new Promise<void>((resolve) => {
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) resolve();
        else {
          video.addEventListener('loadeddata', () => resolve(), { once: true });
          video.addEventListener('error', () => resolve(), { once: true });
        }
      }),
  );
  await Promise.all([...images, ...videos]);
}

function Layer({
  index,
  slide,
  view,
  onReady,
}: {
  index: LayerIndex;
  slide: ResolvedSlide | null;
  view: View;
  onReady(index: LayerIndex, key: string): void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const preparing = view.preparing === index;
  const key = slide?.key ?? null;
  useEffect(() => {
    if (!preparing || key === null || !element.current) return;
    let current = true;
    void mediaReady(element.current).then(() => {
      if (current) onReady(index, key);
    });
    return () => {
      current = false;
    };
  }, [preparing, key, index, onReady]);
  const state = view.front === index && !preparing ? 'front' : preparing ? 'preparing' : 'behind';
  return (
    <div
      ref={element}
      className={`signage-layer signage-layer--${state}`}
      data-state={state}
      aria-hidden={state !== 'front'}
    >
      {slide ? <SlideView slide={slide} /> : null}
    </div>
  );
}

/** One region of the scene: its loop (RegionLoop) drawn as two layers that crossfade. */
export function RegionView({ name, program, clock, onShow }: RegionViewProps) {
  const [view, setView] = useState<View>(emptyRegionView);
  const loop = useRef<RegionLoop | null>(null);
  const showRef = useRef(onShow);
  showRef.current = onShow;
  const programRef = useRef(program);
  programRef.current = program;

  useEffect(() => {
    const created = new RegionLoop(clock, name, setView, (slide, streamId) => showRef.current(name, slide, streamId));
    loop.current = created;
    created.start(programRef.current);
    return () => {
      created.stop();
      if (loop.current === created) loop.current = null;
    };
  }, [clock, name]);

  useEffect(() => {
    loop.current?.setProgram(program);
  }, [program]);

  const onReady = useRef((index: LayerIndex, key: string) => loop.current?.layerReady(index, key)).current;

  return (
    <section className={`signage-region signage-region--${name}`} data-region={name} data-shown={view.shown}>
      <Layer index={0} slide={view.layers[0]} view={view} onReady={onReady} />
      <Layer index={1} slide={view.layers[1]} view={view} onReady={onReady} />
      {view.empty ? <p className="signage-notice">{m.noContent}</p> : null}
    </section>
  );
}
