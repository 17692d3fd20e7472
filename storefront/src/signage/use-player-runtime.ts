import {
  type ResolvedSlide,
  type SignageCommand,
  type SignageNowPlaying,
  type SignageProgram,
  signageHeartbeatIntervalMs,
} from '@bestell/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerClock } from './clock';
import { shouldCarryOut } from './command-rules';
import { SignageApi, UnpairedError } from './device-api';
import { deviceStorage } from './device-storage';
import { startLiveFeed } from './live-feed';
import { registerPlayerWorker, storeShell, syncMediaCache } from './media-cache';

/** How long `identify` shows the screen's name. */
export const identifySeconds = 15;
/** How long a scene command waits for a program with the new scene (the server may answer a cached one). */
const sceneRetryMs = 35_000;

export interface Overlay {
  commandId: number;
  kind: 'message' | 'identify';
  text: string;
}

export interface PlayerRuntime {
  program: SignageProgram | null;
  /** null until the feed first connected or failed. */
  online: boolean | null;
  overlay: Overlay | null;
  /** Each region reports the slide it shows (sent with the heartbeat). */
  reportShowing(region: string, slide: ResolvedSlide | null, streamId: number | null): void;
}

/** The heartbeat's report: the scene and, per region of it, the stream and slide on screen. */
function nowPlayingOf(
  program: SignageProgram | null,
  showing: ReadonlyMap<string, SignageNowPlaying['regions'][number]>,
): SignageNowPlaying | null {
  if (!program) return null;
  const regions = program.scene.regions.map(
    (region) => showing.get(region.name) ?? { name: region.name, streamId: region.streamId, slideKey: null },
  );
  return { sceneId: program.scene.id, layout: program.scene.layout, regions };
}

function parseCommand(data: string): SignageCommand | null {
  try {
    const parsed = JSON.parse(data) as { command?: SignageCommand | null } | null;
    return parsed?.command ?? null;
  } catch {
    return null;
  }
}

/**
 * The live side of a paired screen: the program (stored, refetched on `program-changed` and `catalog-changed`), the
 * live feed with its reconnects (offline mark), the staff commands with their results, the heartbeat, the media cache.
 */
export function usePlayerRuntime(
  identifier: string,
  credential: string,
  clock: PlayerClock,
  onUnpaired: () => void,
): PlayerRuntime {
  const [program, setProgram] = useState<SignageProgram | null>(() => deviceStorage.program(identifier));
  const [online, setOnline] = useState<boolean | null>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const showing = useRef(new Map<string, SignageNowPlaying['regions'][number]>());
  const programRef = useRef(program);
  programRef.current = program;
  const unpairedRef = useRef(onUnpaired);
  unpairedRef.current = onUnpaired;
  /** Sends a heartbeat now while the feed runs: a region's first slide is reported at once, not 30 s later. */
  const heartbeatNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    const api = new SignageApi(credential);
    let disposed = false;
    const unpaired = () => {
      if (!disposed) unpairedRef.current();
    };

    // The program: one request at a time; an event during a request asks for one more afterwards.
    let loading = false;
    let loadAgain = false;
    let mediaSync: Promise<void> = Promise.resolve();
    let latest = programRef.current;
    const loadProgram = async (): Promise<void> => {
      if (loading) {
        loadAgain = true;
        return;
      }
      loading = true;
      try {
        do {
          loadAgain = false;
          const next = await api.program();
          if (disposed) return;
          latest = next;
          deviceStorage.saveProgram(identifier, next);
          setProgram(next);
          mediaSync = mediaSync.then(() => syncMediaCache(next.media, api.headers)).catch(() => undefined);
        } while (loadAgain && !disposed);
      } catch (error) {
        if (error instanceof UnpairedError) unpaired();
      } finally {
        loading = false;
      }
    };

    // Commands: the one in force is carried out once; an abort ends what it shows.
    let active: { id: number; cancel: () => void } | null = null;
    const report = (id: number) => {
      deviceStorage.saveLastCommand(identifier, id);
      return api.commandResult(id, 'done').catch((error: unknown) => {
        if (error instanceof UnpairedError) unpaired();
      });
    };
    const endActive = () => {
      active?.cancel();
      active = null;
      setOverlay(null);
    };
    const showFor = (command: SignageCommand, kind: Overlay['kind'], text: string, seconds: number) => {
      setOverlay({ commandId: command.id, kind, text });
      const cancel = clock.delay(seconds * 1000 * clock.speed, () => {
        if (active?.id !== command.id) return;
        active = null;
        setOverlay(null);
        void report(command.id);
      });
      active = { id: command.id, cancel };
    };
    const handleCommand = (command: SignageCommand | null) => {
      if (disposed || !command) return;
      if (command.state === 'aborted' || command.state === 'done') {
        if (active?.id === command.id) endActive();
        return;
      }
      if (active?.id === command.id || !shouldCarryOut(command, deviceStorage.lastCommand(identifier), new Date()))
        return;
      endActive();
      switch (command.type) {
        case 'message':
          showFor(command, 'message', command.text, command.seconds);
          break;
        case 'identify':
          showFor(command, 'identify', programRef.current?.device.name ?? identifier, identifySeconds);
          break;
        case 'scene': {
          // Done once the program plays the scene; a program answered from before the switch is asked again.
          let retry: number | undefined;
          active = { id: command.id, cancel: () => window.clearTimeout(retry) };
          const giveUpAt = Date.now() + sceneRetryMs;
          const attempt = async () => {
            await loadProgram();
            if (disposed || active?.id !== command.id) return;
            if (latest?.scene.id !== command.sceneId && Date.now() < giveUpAt) {
              retry = window.setTimeout(() => void attempt(), 1000);
              return;
            }
            active = null;
            await report(command.id);
          };
          void attempt();
          break;
        }
        case 'reload':
          active = { id: command.id, cancel: () => undefined };
          void report(command.id).finally(() => window.location.reload());
          break;
      }
    };

    const sendHeartbeat = () => {
      api.heartbeat(nowPlayingOf(programRef.current, showing.current)).catch((error: unknown) => {
        if (error instanceof UnpairedError) unpaired();
      });
    };

    const stopFeed = startLiveFeed({
      url: api.eventsUrl,
      headers: api.headers,
      onEvent(type, data) {
        if (type === 'program-changed' || type === 'catalog-changed') void loadProgram();
        else if (type === 'command') handleCommand(parseCommand(data));
      },
      onConnection(connected) {
        if (disposed) return;
        setOnline(connected);
        if (!connected) return;
        // Back online: whatever changed meanwhile, and the command in force.
        void loadProgram();
        sendHeartbeat();
        api
          .self()
          .then((device) => handleCommand(device.command))
          .catch((error: unknown) => {
            if (error instanceof UnpairedError) unpaired();
          });
      },
      onUnpaired: unpaired,
    });

    heartbeatNow.current = sendHeartbeat;
    const heartbeat = window.setInterval(sendHeartbeat, signageHeartbeatIntervalMs);
    void registerPlayerWorker().then(() => storeShell().catch(() => undefined));

    return () => {
      disposed = true;
      heartbeatNow.current = () => undefined;
      stopFeed();
      window.clearInterval(heartbeat);
      active?.cancel();
      active = null;
    };
  }, [identifier, credential, clock]);

  const reportShowing = useCallback((region: string, slide: ResolvedSlide | null, streamId: number | null) => {
    const first = slide !== null && !showing.current.get(region)?.slideKey;
    showing.current.set(region, {
      name: region,
      streamId,
      slideKey: slide?.key.slice(0, 200) ?? null,
      slideTitle: slide?.title.slice(0, 255) ?? null,
    });
    if (first) heartbeatNow.current();
  }, []);

  return { program, online, overlay, reportShowing };
}
