import { describe, expect, it } from 'vitest';
import { closedTexts, nextOpeningText } from './closed-texts.js';
import { at, entry, once, testBranch } from './test-fixtures.js';

const VIENNA = 'Europe/Vienna';
// 2026-06-01 is a Monday.
const weekdays = [
  entry('monday', '08:00', '12:00'),
  entry('tuesday', '08:00', '12:00'),
  entry('saturday', '09:30', '12:00'),
];

describe('closedTexts (spec §8 Closed)', () => {
  it.each([
    ['open → no lines', {}, '2026-06-01T09:00:00+02:00', 'branch' as const, []],
    ['closing soon → no lines', {}, '2026-06-01T11:30:00+02:00', 'branch' as const, []],
    [
      'closed, opens today',
      {},
      '2026-06-01T07:00:00+02:00',
      'branch' as const,
      ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder um 08:00 Uhr.'],
    ],
    [
      'closed, opens tomorrow (named day, no "morgen")',
      {},
      '2026-06-01T13:00:00+02:00',
      'branch' as const,
      ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder am Dienstag um 08:00 Uhr.'],
    ],
    [
      'closed, opens Saturday',
      {},
      '2026-06-02T13:00:00+02:00',
      'branch' as const,
      ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder am Samstag um 09:30 Uhr.'],
    ],
    [
      'with pre-orders',
      { isPreorderEnabled: true },
      '2026-06-01T13:00:00+02:00',
      'branch' as const,
      [
        'Derzeit haben wir leider geschlossen.',
        'Wir öffnen wieder am Dienstag um 08:00 Uhr.',
        'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ],
    ],
    [
      'no next opening → closedMessage',
      { openingHours: [], closedMessage: 'Wir sind auf Urlaub.' },
      '2026-06-01T13:00:00+02:00',
      'branch' as const,
      ['Derzeit haben wir leider geschlossen.', 'Wir sind auf Urlaub.'],
    ],
    [
      'no next opening, no closedMessage',
      { openingHours: [], closedMessage: '  ' },
      '2026-06-01T13:00:00+02:00',
      'branch' as const,
      ['Derzeit haben wir leider geschlossen.'],
    ],
    [
      'delivery closed, resumes today',
      {},
      '2026-06-01T07:00:00+02:00',
      'delivery' as const,
      ['Derzeit ist leider keine Lieferung möglich.', 'Wir liefern wieder ab 08:00 Uhr.'],
    ],
    [
      'delivery closed, resumes another day, pre-order',
      { isPreorderEnabled: true },
      '2026-06-01T13:00:00+02:00',
      'delivery' as const,
      [
        'Derzeit ist leider keine Lieferung möglich.',
        'Wir liefern wieder am Dienstag ab 08:00 Uhr.',
        'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ],
    ],
    [
      'delivery not offered at all',
      { isDeliveryEnabled: false, isPreorderEnabled: true },
      '2026-06-01T09:00:00+02:00',
      'delivery' as const,
      ['Derzeit bieten wir leider keine Lieferung an.'],
    ],
    [
      'delivery hours enabled: closed while the shop is open',
      { isDeliveryHoursEnabled: true, deliveryHours: [entry('daily', '17:00', '21:00')] },
      '2026-06-01T09:00:00+02:00',
      'delivery' as const,
      ['Derzeit ist leider keine Lieferung möglich.', 'Wir liefern wieder ab 17:00 Uhr.'],
    ],
  ])('%s', (_name, overrides, now, kind, expected) => {
    const branch = testBranch({ openingHours: weekdays, ...overrides });
    expect(closedTexts(branch, at(now), kind)).toEqual(expected);
  });
});

describe('nextOpeningText', () => {
  it('names the date as well when the opening is a week or more away', () => {
    const hours = [once('2026-06-15', '08:00', '12:00')];
    const lines = closedTexts(testBranch({ openingHours: hours }), at('2026-06-01T13:00:00+02:00'));
    expect(lines[1]).toBe('Wir öffnen wieder am Montag, 15.06.2026 um 08:00 Uhr.');
  });

  it('uses the local day and time of the branch zone (DST autumn)', () => {
    expect(nextOpeningText(at('2026-10-25T03:00:00+01:00'), at('2026-10-24T22:00:00+02:00'), VIENNA)).toBe(
      'Wir öffnen wieder am Sonntag um 03:00 Uhr.',
    );
    expect(nextOpeningText(at('2026-10-25T03:00:00+01:00'), at('2026-10-25T02:30:00+01:00'), VIENNA, 'delivery')).toBe(
      'Wir liefern wieder ab 03:00 Uhr.',
    );
  });
});
