/** The branch terminal's page (issue 28.1): /frontdesk/{branchId}/{apiKey}/zeiterfassung, an app of its own. */
const pattern = /^\/frontdesk\/([1-9][0-9]{0,9})\/([A-Za-z0-9_-]{1,120})\/zeiterfassung\/?$/;

export function parseTimeClockPath(pathname: string): { branchId: number; apiKey: string } | null {
  const match = pattern.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return { branchId: Number(match[1]), apiKey: match[2] };
}

export function isTimeClockPath(pathname: string): boolean {
  return parseTimeClockPath(pathname) !== null;
}
