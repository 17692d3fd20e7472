import Bowser from 'bowser';
import { isbot } from 'isbot';

export interface AgentFacts {
  isBot: boolean;
  /** Browser name ('Chrome', 'Firefox', …) or null when unknown; the version is not kept. */
  browser: string | null;
  /** Operating system name ('Windows', 'iOS', …) or null. */
  os: string | null;
}

const nameMax = 64;
const clip = (name: string | undefined): string | null => (name ? name.slice(0, nameMax) : null);

/**
 * What analytics keeps of a user agent: whether it is a bot (isbot's list; an empty agent counts as one) and the
 * browser and OS names (bowser). The user agent itself is never stored.
 */
export function agentFacts(userAgent: string): AgentFacts {
  if (userAgent.trim() === '' || isbot(userAgent)) return { isBot: true, browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { isBot: false, browser: clip(parsed.browser.name), os: clip(parsed.os.name) };
}
