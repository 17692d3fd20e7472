/** The back-office's entry module (vite.config.ts, backofficeLoader). */
declare module 'virtual:backoffice' {
  export function startBackoffice(): Promise<unknown>;
}
