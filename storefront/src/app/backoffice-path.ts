/** True for the back-office's paths (/backend and below): another app, built on React (see main.tsx). */
export function isBackofficePath(pathname: string): boolean {
  return pathname === '/backend' || pathname.startsWith('/backend/');
}
