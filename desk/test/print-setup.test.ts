import { describe, expect, it } from 'vitest';
import { printSetupOf } from '../src/core/print-setup.js';

describe('print setup: device settings with the command line on top', () => {
  it('no settings, no flags: Epson ESC/POS 80 mm customer receipts per placed order (the headless default)', () => {
    expect(printSetupOf({})).toEqual({
      receipt: { language: 'esc-pos', paperWidth: 80 },
      ownLabels: null,
      labelPrinter: null,
      autoPrint: 'placed',
    });
  });

  it('a label language without an address makes the own printer a label printer; with one, a second printer', () => {
    expect(printSetupOf({ labelLanguage: 'tspl' }).ownLabels).toEqual({ language: 'tspl', widthMm: 58, heightMm: 40 });
    const second = printSetupOf({ labelLanguage: 'zpl', labelPrinter: '10.0.0.9:9100' });
    expect(second.ownLabels).toBeNull();
    expect(second.labelPrinter).toEqual({
      address: '10.0.0.9:9100',
      labels: { language: 'zpl', widthMm: 58, heightMm: 40 },
    });
  });

  it('--star, --paper and --labels override the settings', () => {
    const setup = printSetupOf(
      { receiptPrinter: 'esc-pos', paperWidth: 80, labelLanguage: 'zpl', labelPrinter: '10.0.0.9' },
      { receiptPrinter: 'star-prnt', paperWidth: 58, labels: { language: 'tspl', widthMm: 50, heightMm: 30 } },
    );
    expect(setup.receipt).toEqual({ language: 'star-prnt', paperWidth: 58 });
    expect(setup.ownLabels).toEqual({ language: 'tspl', widthMm: 50, heightMm: 30 });
    expect(setup.labelPrinter).toBeNull();
  });
});
