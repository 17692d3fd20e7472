/** Where the lightbox goes from `index` by `delta`: another image, or null (closed) before the first or after the last. */
export function lightboxStep(index: number, delta: number, total: number): number | null {
  const next = index + delta;
  return next < 0 || next >= total ? null : next;
}
