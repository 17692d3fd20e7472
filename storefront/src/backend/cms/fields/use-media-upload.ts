import { useStaffApi } from '@bestell/api-client';
import type { ImageRef, SiteFile } from '@bestell/domain';
import { useState } from 'react';
import { fallbackAltText } from '../../media/alt-text';
import { uploadFailureMessage } from '../../media/upload-failure';

export const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];

/**
 * Uploads through the media API: images to POST /api/images (multipart `file` and `alt`), other files to
 * POST /api/uploads (multipart `file`); answers the reference the CMS content keeps.
 */
export function useMediaUpload() {
  const api = useStaffApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<R>(file: File, send: () => Promise<R>): Promise<R | null> {
    setBusy(true);
    setError(null);
    try {
      return await send();
    } catch (failure) {
      setError(uploadFailureMessage(failure, file.name));
      return null;
    } finally {
      setBusy(false);
    }
  }

  const uploadImage = (file: File, alt: string) =>
    run(file, async (): Promise<ImageRef> => {
      const body = new FormData();
      body.append('file', file, file.name);
      // The API requires an alt text for every new image: the one typed, else the file's name (editable after).
      const text = alt.trim() === '' ? fallbackAltText(file.name) : alt.trim();
      body.append('alt', text);
      const image = await api.post<ImageRef>('/images', body);
      return { id: image.id, version: image.version, extension: image.extension, alt: text };
    });

  const uploadFile = (file: File) =>
    run(file, async (): Promise<SiteFile> => {
      const body = new FormData();
      body.append('file', file, file.name);
      const saved = await api.post<SiteFile>('/uploads', body);
      return {
        id: saved.id,
        version: saved.version,
        extension: saved.extension,
        publicHash: saved.publicHash,
        mimeType: saved.mimeType ?? null,
        name: file.name,
      };
    });

  return { uploadImage, uploadFile, busy, error };
}
