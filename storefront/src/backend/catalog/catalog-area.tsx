/** Placeholder of the area; its screens replace it. */
export function CatalogArea() {
  return null;
}
