import { useEffect, useRef, useState } from 'react';

/** A two-tone chime with Web Audio, no sound file needed. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.25);
  }
}

/**
 * Rings every 3 s while `ringing`, until the orders are acknowledged. Browsers allow sound only after a user gesture:
 * until then `needsGesture` is true and the page offers "Ton aktivieren" (the alert stays visible meanwhile).
 * `rings` counts the chimes (tests read it from the page).
 */
export function useAlertSound(ringing: boolean, testRings: number) {
  const context = useRef<AudioContext | null>(null);
  const [needsGesture, setNeedsGesture] = useState(true);
  const [rings, setRings] = useState(0);

  const enable = () => {
    context.current ??= new AudioContext();
    void context.current.resume().then(() => setNeedsGesture(context.current?.state !== 'running'));
  };

  // Inside the Electron shell audio may start without a click: after a restart at login the desk rings at once,
  // also minimised. In a browser (desk:web) it waits for "Ton aktivieren".
  useEffect(() => {
    if (!('deskShell' in window)) return;
    context.current ??= new AudioContext();
    void context.current.resume().then(() => setNeedsGesture(context.current?.state !== 'running'));
  }, []);

  useEffect(() => {
    if (!ringing) return;
    const ring = () => {
      const audio = context.current;
      if (audio && audio.state === 'running') chime(audio);
      setRings((count) => count + 1);
    };
    ring();
    const timer = setInterval(ring, 3000);
    return () => clearInterval(timer);
  }, [ringing]);

  // A device test from the back-office (spec §7): one chime per test.
  useEffect(() => {
    if (testRings === 0) return;
    const audio = context.current;
    if (audio && audio.state === 'running') chime(audio);
    setRings((count) => count + 1);
  }, [testRings]);

  return { needsGesture, enable, rings };
}
