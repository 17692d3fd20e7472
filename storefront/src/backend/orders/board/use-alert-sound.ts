import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertSound, alertRepeatMs } from './alert-sound';

export interface AlertSoundControl {
  /** The browser still waits for a gesture: show 'Ton aktivieren'. */
  needsGesture: boolean;
  enable(): Promise<void>;
  /** One ring now, no repeat (an order the branch confirmed by itself, issue 27). */
  ringOnce(): void;
}

/** Rings every ~2 s while `active`; stops as soon as nothing alerts any more. */
export function useAlertSound(active: boolean): AlertSoundControl {
  const sound = useRef<AlertSound | null>(null);
  const [ready, setReady] = useState(false);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    const instance = new AlertSound();
    sound.current = instance;
    setSupported(instance.supported);
    setReady(instance.prepare());
    return () => {
      instance.close();
      sound.current = null;
    };
  }, []);

  useEffect(() => {
    if (!active || !ready) return;
    sound.current?.ring();
    const timer = setInterval(() => sound.current?.ring(), alertRepeatMs);
    return () => clearInterval(timer);
  }, [active, ready]);

  const enable = useCallback(async () => {
    setReady((await sound.current?.unlock()) ?? false);
  }, []);

  const ringOnce = useCallback(() => sound.current?.ring(), []);

  return { needsGesture: supported && !ready, enable, ringOnce };
}
