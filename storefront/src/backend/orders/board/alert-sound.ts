/** How often the alert repeats while an order waits for acknowledgement. */
export const alertRepeatMs = 2000;

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const withPrefix = window as Window & { webkitAudioContext?: AudioContextConstructor };
  return window.AudioContext ?? withPrefix.webkitAudioContext ?? null;
}

/**
 * The board's alert tone, generated with Web Audio (no sound file): two short rising beeps. Browsers start an
 * AudioContext suspended until a user gesture; `unlock()` (called from the 'Ton aktivieren' click) resumes it.
 */
export class AlertSound {
  private context: AudioContext | null = null;

  /** True when the tone can play without a further gesture. */
  get ready(): boolean {
    return this.context?.state === 'running';
  }

  get supported(): boolean {
    return audioContextClass() !== null;
  }

  /** Creates the context without a gesture: some browsers (kiosk settings, earlier gestures) allow it to run. */
  prepare(): boolean {
    const Context = audioContextClass();
    if (!Context) return false;
    this.context ??= new Context();
    return this.ready;
  }

  async unlock(): Promise<boolean> {
    this.prepare();
    if (!this.context) return false;
    if (this.context.state !== 'running') await this.context.resume().catch(() => undefined);
    if (this.ready) this.beep(0.05);
    return this.ready;
  }

  /** One alert: two beeps, 880 Hz then 1320 Hz, 0.18 s each. */
  ring(): void {
    this.beep(0);
    this.beep(0.25, 1320);
  }

  private beep(offset: number, frequency = 880): void {
    const context = this.context;
    if (context?.state !== 'running') return;
    const start = context.currentTime + offset;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
