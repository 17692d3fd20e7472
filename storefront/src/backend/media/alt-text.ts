/**
 * The alt text of an image uploaded where a screen asks for none (category, tag, product and branch images, the
 * setup's logo): the thing's name, else the file's name without its extension. The API requires one for every new
 * image; it can be improved in Medien → Bilder.
 */
export function fallbackAltText(fileName: string, thingName?: unknown): string {
  if (typeof thingName === 'string' && thingName.trim() !== '') return thingName.trim().slice(0, 255);
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (base === '' ? 'Bild' : base).slice(0, 255);
}
