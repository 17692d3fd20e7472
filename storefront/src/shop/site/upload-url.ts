import type { SiteFile } from './site-types';

/** Spec §3: uploads /upload/{publicHash}/{id}-{version}.{extension}. */
export function uploadUrl(file: SiteFile): string {
  return `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;
}

/** Spec §3: file previews /upload/{publicHash}/preview/{id}-{version}.jpg. */
export function uploadPreviewUrl(file: SiteFile): string {
  return `/upload/${file.publicHash}/preview/${file.id}-${file.version}.jpg`;
}
