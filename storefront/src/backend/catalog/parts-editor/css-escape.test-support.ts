/** jsdom has no CSS.escape, which React Aria's collections use to find an item's element. */
export function installCssEscape(): void {
  const g = globalThis as { CSS?: { escape?: (text: string) => string } };
  if (!g.CSS) g.CSS = {};
  if (!g.CSS.escape) g.CSS.escape = (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}
