/** Where sign-in goes back to: a back-office path from `?next=`, never another site or the login itself. */
export function loginTarget(next: string | null): string {
  if (!next?.startsWith('/backend') || next.startsWith('//') || next.startsWith('/backend/login')) {
    return '/backend/orders';
  }
  return next;
}

/** The login address that comes back to `path` (path + search of the page that got the 401). */
export function loginUrl(path: string): string {
  return `/backend/login?next=${encodeURIComponent(path)}`;
}
