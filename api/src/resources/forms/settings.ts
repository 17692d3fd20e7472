/**
 * Settings of POST /api/custom/forms from the environment:
 * - FORM_RATE_LIMIT: submissions (attempts) per client and window, default 5;
 * - FORM_RATE_WINDOW_SECONDS: the window, default 600 (10 minutes);
 * - CONTACT_FORM_TO: where the shop's copy goes; default the config field `contactEmail`, else the e-mail of the
 *   first public, enabled branch, else MAIL_FROM.
 */
export interface FormSettings {
  rateLimit: number;
  rateWindowMs: number;
  recipient: string | null;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

export function formSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): FormSettings {
  return {
    rateLimit: positiveInteger(env.FORM_RATE_LIMIT, 5, 'FORM_RATE_LIMIT'),
    rateWindowMs: positiveInteger(env.FORM_RATE_WINDOW_SECONDS, 600, 'FORM_RATE_WINDOW_SECONDS') * 1000,
    recipient: env.CONTACT_FORM_TO?.trim() || null,
  };
}
