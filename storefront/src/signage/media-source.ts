import { createContext, useContext, useEffect, useState } from 'react';
import { loadKeyedMedia, needsDeviceKey } from './media-cache';

/** The device credential header for media that need it (PlayerScreen provides it). */
export const DeviceKeyContext = createContext<Record<string, string>>({});

/**
 * The `src` of a slide's image: the URL itself, or for a medium that needs the credential (a rendered template) an
 * object URL of its bytes from the cache or the network, revoked when the slide leaves (none is kept). null while it
 * loads.
 */
export function useMediaSource(url: string | undefined): string | null {
  const headers = useContext(DeviceKeyContext);
  const keyed = url !== undefined && needsDeviceKey(url);
  const [source, setSource] = useState<string | null>(keyed ? null : (url ?? null));
  useEffect(() => {
    if (url === undefined || !needsDeviceKey(url)) {
      setSource(url ?? null);
      return;
    }
    let live = true;
    let objectUrl: string | null = null;
    setSource(null);
    void loadKeyedMedia(url, headers).then((blob) => {
      if (!live || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setSource(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, headers]);
  return source;
}
