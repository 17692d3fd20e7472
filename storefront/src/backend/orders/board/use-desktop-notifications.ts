import { useCallback, useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';

export interface DesktopNotifications {
  permission: Permission;
  /** Asks the browser (from a button click, never on load). */
  request(): Promise<void>;
  notify(title: string, body: string, tag: string): void;
}

/** Desktop notifications where the browser permits them. */
export function useDesktopNotifications(): DesktopNotifications {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const request = useCallback(async () => {
    if (currentPermission() === 'unsupported') return;
    setPermission(await Notification.requestPermission());
  }, []);
  const notify = useCallback((title: string, body: string, tag: string) => {
    if (currentPermission() !== 'granted') return;
    try {
      new Notification(title, { body, tag });
    } catch {
      // some browsers allow notifications only from a service worker: the board's alert stays visible anyway
    }
  }, []);
  return { permission, request, notify };
}
