import { describe, expect, it } from 'vitest';
import { sceneInputSchema } from './scenes.js';
import { segmentInputSchema } from './segment-input.js';
import { streamInputSchema } from './streams.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('signage schemas', () => {
  it('accepts a stream of slides and refuses unknown kinds, fields and missing durations in German', () => {
    const ok = streamInputSchema.parse({ name: ' Frühstück ', slides: [{ type: 'product', productId: 1 }] });
    expect(ok).toEqual({
      name: 'Frühstück',
      defaultDuration: 8,
      slides: [{ type: 'product', productId: 1, duration: null }],
    });
    const bad = streamInputSchema.safeParse({
      name: '',
      slides: [
        { type: 'video', id: 1 },
        { type: 'image', imageId: 2 },
        { type: 'block', blockId: 1, duration: 5, x: 1 },
      ],
    });
    expect(messagesOf(bad)).toEqual([
      ['name', 'Dieser Wert sollte nicht leer sein.'],
      ['slides.0.type', 'Sie haben einen ungültigen Wert ausgewählt.'],
      ['slides.1.duration', 'Dieser Wert sollte nicht leer sein.'],
      ['slides.2', 'Dieses Feld wurde nicht erwartet.'],
    ]);
  });

  it('normalises segment weekdays and refuses reversed dates, equal times and an empty week', () => {
    const ok = segmentInputSchema.parse({ name: 'Frühstück', streamId: 1, weekdays: [3, 1, 1], toTime: '10:30' });
    expect(ok).toMatchObject({ weekdays: [1, 3], fromTime: null, toTime: '10:30', deviceId: null, priority: 0 });
    const bad = segmentInputSchema.safeParse({
      name: 'X',
      streamId: 1,
      weekdays: [],
      fromTime: '25:00',
      fromDate: '2026-12-24',
      toDate: '2026-12-01',
    });
    expect(messagesOf(bad)).toEqual([
      ['weekdays', 'Bitte wählen Sie mindestens einen Wochentag aus.'],
      ['fromTime', 'Dieser Wert entspricht keiner gültigen Zeitangabe.'],
      ['toDate', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
    ]);
    const reversed = segmentInputSchema.safeParse({
      name: 'X',
      streamId: 1,
      fromDate: '2026-12-24',
      toDate: '2026-12-01',
    });
    expect(messagesOf(reversed)).toEqual([['toDate', 'Das Enddatum darf nicht vor dem Startdatum liegen.']]);
    const region = segmentInputSchema.safeParse({ name: 'X', streamId: 1, region: 'oben' });
    expect(messagesOf(region)).toEqual([['region', 'Sie haben einen ungültigen Wert ausgewählt.']]);
    expect(segmentInputSchema.parse({ name: 'X', streamId: 1, region: 'ticker' }).region).toBe('ticker');
    const equal = segmentInputSchema.safeParse({ name: 'X', streamId: 1, fromTime: '10:00', toTime: '10:00' });
    expect(messagesOf(equal)).toEqual([['toTime', 'Die Endzeit darf nicht der Startzeit entsprechen.']]);
  });

  it('binds every region of a scene layout exactly once', () => {
    expect(
      sceneInputSchema.parse({
        path: 'theke',
        name: 'Theke',
        layout: 'ticker',
        regions: [
          { name: 'main', streamId: 1 },
          { name: 'ticker', streamId: 2 },
        ],
      }).layout,
    ).toBe('ticker');
    const bad = sceneInputSchema.safeParse({
      path: '/x',
      name: 'Theke',
      layout: 'split',
      regions: [
        { name: 'main', streamId: 1 },
        { name: 'main', streamId: 2 },
        { name: 'ticker', streamId: 2 },
      ],
    });
    expect(messagesOf(bad)).toContainEqual(['path', 'Dieser Wert ist nicht gültig.']);
    const regions = sceneInputSchema.safeParse({
      path: 'x',
      name: 'Theke',
      layout: 'split',
      regions: [
        { name: 'main', streamId: 1 },
        { name: 'main', streamId: 2 },
        { name: 'ticker', streamId: 2 },
      ],
    });
    expect(messagesOf(regions)).toEqual([
      ['regions.1.name', 'Diese Region ist bereits belegt.'],
      ['regions.2.name', 'Diese Region gibt es im Layout „Geteilt“ nicht.'],
      ['regions', 'Bitte wählen Sie einen Stream für die Region „Seitenbereich“.'],
    ]);
  });
});
