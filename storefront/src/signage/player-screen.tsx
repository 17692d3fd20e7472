import { signagePlayerMessages as m, type ResolvedSlide, type SignageProgram } from '@bestell/domain';
import { useMemo } from 'react';
import type { PlayerClock } from './clock';
import { SignageApi } from './device-api';
import { DeviceKeyContext } from './media-source';
import { RegionView } from './region-view';
import { TickerBand } from './ticker-band';
import { usePlayerRuntime } from './use-player-runtime';

interface PlayerScreenProps {
  identifier: string;
  credential: string;
  clock: PlayerClock;
  onUnpaired(): void;
}

function SceneView({
  program,
  clock,
  onShow,
}: {
  program: SignageProgram;
  clock: PlayerClock;
  onShow: (region: string, slide: ResolvedSlide | null, streamId: number | null) => void;
}) {
  const layout = program.scene.layout;
  const regions = program.scene.regions.map((region) => region.name);
  const names = regions.includes('main') ? regions : ['main', ...regions];
  return (
    <div className={`signage-scene signage-scene--${layout}`} data-layout={layout}>
      {names.map((name) =>
        name === 'ticker' && layout === 'ticker' ? (
          <TickerBand key={`${layout}:${name}`} program={program} clock={clock} />
        ) : (
          <RegionView key={`${layout}:${name}`} name={name} program={program} clock={clock} onShow={onShow} />
        ),
      )}
    </div>
  );
}

/** The paired screen: the scene with its regions, the staff overlays (message, identify) and the offline mark. */
export function PlayerScreen({ identifier, credential, clock, onUnpaired }: PlayerScreenProps) {
  const runtime = usePlayerRuntime(identifier, credential, clock, onUnpaired);
  const { program, online, overlay } = runtime;
  const deviceKey = useMemo(() => new SignageApi(credential).headers, [credential]);
  return (
    <DeviceKeyContext.Provider value={deviceKey}>
      <main className="signage-screen" data-testid="signage-screen" aria-label={program?.device.name ?? identifier}>
        {program ? (
          <SceneView program={program} clock={clock} onShow={runtime.reportShowing} />
        ) : (
          <p className="signage-notice">{m.loading}</p>
        )}
        {overlay ? (
          <div
            className={`signage-overlay signage-overlay--${overlay.kind}`}
            data-testid={`signage-${overlay.kind}`}
            role="status"
          >
            <p>{overlay.text}</p>
            {overlay.kind === 'identify' ? <p className="signage-overlay__identifier">{identifier}</p> : null}
          </div>
        ) : null}
        {online === false ? (
          <p className="signage-offline" data-testid="signage-offline" role="status">
            {m.offline}
          </p>
        ) : null}
      </main>
    </DeviceKeyContext.Provider>
  );
}
