import { type DeskSettings, deskSettingsOf } from '@bestell/domain';
import type { ReceiptFormat } from './receipt/escpos.js';
import type { LabelFormat } from './receipt/labels.js';

export type LabelSpec = { language: 'zpl' | 'tspl' } & LabelFormat;

/** What the command line fixes regardless of the device's settings (`--star`, `--paper`, `--labels`). */
export interface PrintOverrides {
  receiptPrinter?: ReceiptFormat['language'];
  paperWidth?: ReceiptFormat['paperWidth'];
  /** The desk's printer is a label printer in this language. */
  labels?: LabelSpec;
  /** Label size for labels from the settings (`--label-size`); default 58 × 40 mm. */
  labelSize?: LabelFormat;
}

/** How the desk prints: its own printer (receipts, or labels), and a second printer for item labels if any. */
export interface PrintSetup {
  receipt: ReceiptFormat;
  /** Set: the desk's own printer is a label printer (one label per item instead of a receipt). */
  ownLabels: LabelSpec | null;
  /** Set: item labels of every order go to this printer as jobs of their own. */
  labelPrinter: { address: string; labels: LabelSpec } | null;
  autoPrint: DeskSettings['autoPrint'];
}

const defaultLabelSize: LabelFormat = { widthMm: 58, heightMm: 40 };

/**
 * The device's settings from the server with the command line's overrides on top. Default (no settings, no flags):
 * an Epson ESC/POS customer receipt on 80 mm paper, no labels.
 */
export function printSetupOf(stored: Record<string, unknown> | null | undefined, overrides: PrintOverrides = {}) {
  const settings = deskSettingsOf(stored);
  const size = overrides.labelSize ?? defaultLabelSize;
  const fromSettings: LabelSpec | null = settings.labelLanguage ? { language: settings.labelLanguage, ...size } : null;
  const setup: PrintSetup = {
    receipt: {
      language: overrides.receiptPrinter ?? settings.receiptPrinter,
      paperWidth: overrides.paperWidth ?? settings.paperWidth,
    },
    ownLabels: overrides.labels ?? (fromSettings && !settings.labelPrinter ? fromSettings : null),
    labelPrinter:
      !overrides.labels && fromSettings && settings.labelPrinter
        ? { address: settings.labelPrinter, labels: fromSettings }
        : null,
    autoPrint: settings.autoPrint,
  };
  return setup;
}
