import {
  branchOpenStatus,
  branchTimeZone,
  type ClosedTextsBranch,
  closedTexts,
  deliveryOpenStatus,
  type OpeningHoursEntry,
  openingHoursEntrySchema,
  toolbarStatusOf,
} from '@bestell/domain';

export interface PreviewLines {
  /** What the store page says about the branch: the closed notice, or 'Geöffnet bis …'. */
  store: string[];
  /** The same for delivery; null when the branch does not deliver. */
  delivery: string[] | null;
}

/**
 * The shop's own sentences for a branch at an instant, from the same domain functions the store page uses
 * (closedTexts, branchOpenStatus, deliveryOpenStatus, the toolbar's 'Geöffnet bis').
 */
export function previewLines(branch: ClosedTextsBranch, at: number): PreviewLines {
  const zone = branchTimeZone(branch);
  const store =
    branchOpenStatus(branch, at).state === 'closed'
      ? closedTexts(branch, at, 'branch')
      : [toolbarStatusOf(branchOpenStatus(branch, at), zone).text];
  if (!branch.isDeliveryEnabled) return { store, delivery: null };
  const delivery =
    deliveryOpenStatus(branch, at).state === 'closed'
      ? closedTexts(branch, at, 'delivery')
      : [toolbarStatusOf(deliveryOpenStatus(branch, at), zone).text];
  return { store, delivery };
}

/** The rows the schema accepts (half-typed rows are left out of the preview), and whether any was left out. */
export function validHours(rows: readonly unknown[] | undefined): { entries: OpeningHoursEntry[]; skipped: boolean } {
  const entries: OpeningHoursEntry[] = [];
  let skipped = false;
  for (const row of rows ?? []) {
    const parsed = openingHoursEntrySchema.safeParse(row);
    if (parsed.success) entries.push(parsed.data);
    else skipped = true;
  }
  return { entries, skipped };
}
