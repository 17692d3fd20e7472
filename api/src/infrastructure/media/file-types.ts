/**
 * The file types an upload may have (spec §5 default list, plus webp). The type is always decided by the
 * content (see sniff.ts); the name and the declared MIME type only have to belong to the same family.
 */
export const fileTypes = {
  jpg: { mimeType: 'image/jpeg', family: 'raster', inline: true },
  png: { mimeType: 'image/png', family: 'raster', inline: true },
  gif: { mimeType: 'image/gif', family: 'raster', inline: true },
  webp: { mimeType: 'image/webp', family: 'raster', inline: true },
  svg: { mimeType: 'image/svg+xml', family: 'svg', inline: true },
  pdf: { mimeType: 'application/pdf', family: 'pdf', inline: true },
  txt: { mimeType: 'text/plain; charset=utf-8', family: 'text', inline: false },
  csv: { mimeType: 'text/csv; charset=utf-8', family: 'text', inline: false },
  mp4: { mimeType: 'video/mp4', family: 'video', inline: false },
  webm: { mimeType: 'video/webm', family: 'video', inline: false },
  mpeg: { mimeType: 'video/mpeg', family: 'video', inline: false },
  zip: { mimeType: 'application/zip', family: 'zip', inline: false },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    family: 'zip',
    inline: false,
  },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', family: 'zip', inline: false },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    family: 'zip',
    inline: false,
  },
  doc: { mimeType: 'application/msword', family: 'ole', inline: false },
  xls: { mimeType: 'application/vnd.ms-excel', family: 'ole', inline: false },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', family: 'ole', inline: false },
} as const satisfies Record<string, { mimeType: string; family: string; inline: boolean }>;

export type FileExtension = keyof typeof fileTypes;
export type FileFamily = (typeof fileTypes)[FileExtension]['family'];

/** Extensions whose files are raster images that sharp can resize. */
export const rasterExtensions: readonly FileExtension[] = ['jpg', 'png', 'gif', 'webp'];
/** What an image (table `images`) may be: raster images and SVG. */
export const imageExtensions: readonly FileExtension[] = [...rasterExtensions, 'svg'];

/** Names a user may give a file, mapped to the stored extension (jpeg is stored as jpg). */
const extensionAliases: Record<string, FileExtension> = { jpeg: 'jpg', jpe: 'jpg', mpg: 'mpeg', text: 'txt' };

export function isFileExtension(value: string): value is FileExtension {
  return Object.hasOwn(fileTypes, value);
}

export function normalizeExtension(value: string): FileExtension | null {
  const lower = value.toLowerCase();
  if (isFileExtension(lower)) return lower;
  return extensionAliases[lower] ?? null;
}

/** The extension of a file name (`"Foto.JPEG"` → `"jpeg"`), or null when it has none. */
export function extensionOfName(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/** The family a declared MIME type points to, or null when it says nothing useful (octet-stream, empty). */
export function familyOfMimeType(mimeType: string): FileFamily | 'unknown' | null {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === '' || base === 'application/octet-stream') return null;
  for (const type of Object.values(fileTypes)) {
    if (type.mimeType.split(';')[0] === base) return type.family;
  }
  const aliases: Record<string, FileFamily> = {
    'image/jpg': 'raster',
    'image/pjpeg': 'raster',
    'application/x-zip-compressed': 'zip',
    'text/comma-separated-values': 'text',
    'application/csv': 'text',
    'video/x-mpeg': 'video',
  };
  return aliases[base] ?? 'unknown';
}

export function isRaster(extension: string): boolean {
  return (rasterExtensions as readonly string[]).includes(extension);
}

/** Every type an upload may have. */
export const fileExtensionsForUploads: readonly FileExtension[] = Object.keys(fileTypes).filter(isFileExtension);
