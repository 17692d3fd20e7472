import { describe, expect, it } from 'vitest';
import { makeTestBranch } from '../../test/fixtures';
import { effectiveMode, modeOptions } from './service-modes';

describe('modeOptions and effectiveMode', () => {
  it('offers the enabled modes, takeaway as Abholung in {city}', () => {
    const branch = makeTestBranch({ city: 'Graz', isDeliveryEnabled: true, isDineInEnabled: true });
    expect(modeOptions(branch)).toEqual([
      { mode: 'takeaway', label: 'Abholung in Graz' },
      { mode: 'delivery', label: 'Lieferung' },
      { mode: 'dineIn', label: 'Vor Ort essen' },
    ]);
    expect(modeOptions(makeTestBranch({ isTakeawayEnabled: false }))).toEqual([]);
  });

  it('keeps an offered stored mode, else the configured default, else the first', () => {
    const options = modeOptions(makeTestBranch({ isDeliveryEnabled: true }));
    expect(effectiveMode('delivery', options, 'takeaway')).toBe('delivery');
    expect(effectiveMode('dineIn', options, 'delivery')).toBe('delivery');
    expect(effectiveMode(null, options, 'dineIn')).toBe('takeaway');
    expect(effectiveMode(null, [], 'takeaway')).toBeNull();
  });
});
