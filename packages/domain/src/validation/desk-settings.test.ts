import { describe, expect, it } from 'vitest';
import { deskSettingsOf, deskSettingsSchema, deviceWithSettingsSchema, isPrinterAddress } from './desk-settings.js';

describe('desk settings (issue 13)', () => {
  it('defaults to the headless behaviour: ESC/POS, 80 mm, no labels, print every placed order', () => {
    expect(deskSettingsSchema.parse({})).toEqual({
      receiptPrinter: 'esc-pos',
      paperWidth: 80,
      labelLanguage: null,
      labelPrinter: null,
      autoPrint: 'placed',
    });
  });

  it('refuses unknown choices and bad printer addresses with German messages; keeps other keys', () => {
    const result = deskSettingsSchema.safeParse({ receiptPrinter: 'laser', paperWidth: 72, labelPrinter: 'a b:1' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(paths).toEqual([
      'receiptPrinter: Sie haben einen ungültigen Wert ausgewählt.',
      'paperWidth: Sie haben einen ungültigen Wert ausgewählt.',
      'labelPrinter: Dieser Wert ist nicht gültig.',
    ]);
    expect(deskSettingsSchema.parse({ screen: 'gross', labelLanguage: '' })).toMatchObject({
      screen: 'gross',
      labelLanguage: null,
    });
  });

  it('printer addresses: host, host:port, IPv6 in brackets; no port 0 or above 65535', () => {
    for (const good of ['192.168.1.50', 'etiketten:9100', '[fe80::1]:9100', 'drucker.filiale.local'])
      expect(isPrinterAddress(good), good).toBe(true);
    for (const bad of ['', ':9100', 'drucker:0', 'drucker:70000', 'http://drucker', 'drucker 1'])
      expect(isPrinterAddress(bad), bad).toBe(false);
  });

  it('reads stored settings leniently: what does not fit takes its default', () => {
    expect(deskSettingsOf({ autoPrint: 'confirmed', paperWidth: 13, labelLanguage: 'tspl' })).toMatchObject({
      autoPrint: 'confirmed',
      paperWidth: 80,
      labelLanguage: 'tspl',
      receiptPrinter: 'esc-pos',
    });
    expect(deskSettingsOf(null).autoPrint).toBe('placed');
  });

  it('the device schema checks its settings', () => {
    const device = { branchId: 1, identifier: 'theke', name: 'Theke', type: 'desk' };
    expect(deviceWithSettingsSchema.parse(device).settings.autoPrint).toBe('placed');
    expect(deviceWithSettingsSchema.safeParse({ ...device, settings: { autoPrint: 'immer' } }).success).toBe(false);
  });
});
