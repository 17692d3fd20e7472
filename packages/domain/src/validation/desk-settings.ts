import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { deviceInputSchema } from './resources/branches.js';

/** Receipt printer command sets the desk speaks: Epson ESC/POS or Star (StarPRNT). */
export const receiptPrinterTypes = ['esc-pos', 'star-prnt'] as const;
export type ReceiptPrinterType = (typeof receiptPrinterTypes)[number];
export const paperWidths = [58, 80] as const;
export type PaperWidth = (typeof paperWidths)[number];
export const labelLanguages = ['zpl', 'tspl'] as const;
export type LabelLanguage = (typeof labelLanguages)[number];
/** When a desk prints a customer receipt by itself: when an order is placed, when it is confirmed, or never. */
export const autoPrintModes = ['placed', 'confirmed', 'off'] as const;
export type AutoPrintMode = (typeof autoPrintModes)[number];

/** host:port (port 1–65535) or a host alone (port 9100); IPv6 in brackets. */
const printerAddressPattern =
  /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(:([1-9][0-9]{0,4}))?$/;

export function isPrinterAddress(value: string): boolean {
  const match = printerAddressPattern.exec(value);
  return match !== null && (match[4] === undefined || Number(match[4]) <= 65_535);
}

const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: m.invalidChoice }).default(fallback);

/**
 * The settings of a desk (stored in the device's `settings`, issue 13): receipt printer type and paper width, a
 * label printer (its language, and its address when labels go to a second printer; without an address the desk's
 * own printer is a label printer) and automatic printing. Missing keys take the defaults, which are the headless
 * desk's behaviour: an Epson ESC/POS customer receipt on 80 mm paper per new order at once. Other keys (of other
 * device types) are kept as they are.
 */
export const deskSettingsSchema = z.looseObject({
  receiptPrinter: choice(receiptPrinterTypes, 'esc-pos'),
  paperWidth: z.union([z.literal(58), z.literal(80)], { error: m.invalidChoice }).default(80),
  labelLanguage: z
    .union([z.literal(''), z.enum(labelLanguages)], { error: m.invalidChoice })
    .nullish()
    .transform((value) => (value ? value : null)),
  labelPrinter: z
    .string({ error: m.invalidValue })
    .trim()
    .refine((value) => value === '' || isPrinterAddress(value), { error: m.invalidValue })
    .nullish()
    .transform((value) => (value ? value : null)),
  autoPrint: choice(autoPrintModes, 'placed'),
});
export type DeskSettings = z.output<typeof deskSettingsSchema>;
export type DeskSettingsInput = z.input<typeof deskSettingsSchema>;

/** A device with its desk settings checked (the API's device schema). */
export const deviceWithSettingsSchema = deviceInputSchema.extend({
  settings: deskSettingsSchema.default(() => deskSettingsSchema.parse({})),
});
export type DeviceWithSettingsInput = z.input<typeof deviceWithSettingsSchema>;

/** The desk settings of stored device settings; a value that does not fit (older data) falls back to its default. */
export function deskSettingsOf(settings: Record<string, unknown> | null | undefined): DeskSettings {
  const defaults = deskSettingsSchema.parse({});
  const source = settings ?? {};
  const read = <K extends keyof typeof deskSettingsSchema.shape>(key: K): DeskSettings[K] => {
    const parsed = deskSettingsSchema.shape[key].safeParse(source[key]);
    return parsed.success ? (parsed.data as DeskSettings[K]) : defaults[key];
  };
  return {
    ...source,
    receiptPrinter: read('receiptPrinter'),
    paperWidth: read('paperWidth'),
    labelLanguage: read('labelLanguage'),
    labelPrinter: read('labelPrinter'),
    autoPrint: read('autoPrint'),
  };
}
