/** The device identifier of a player path /signage/{deviceIdentifier}, or null (none, or more than one segment). */
export function deviceIdentifierOf(pathname: string): string | null {
  const match = /^\/signage\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
