import { notificationLogMessages, toE164 } from '@bestell/domain';
import twilio from 'twilio';
import { findConfigData } from '../../db/config-data.js';
import type { TwilioConfig } from '../../kernel/config.js';
import { readSecret, type SecretDeps } from '../secrets/index.js';
import { SmsDeliveryError, type SmsProvider } from './sms.js';

export interface TwilioSmsDeps extends SecretDeps {
  twilio: TwilioConfig;
}

/** Twilio error codes for a number that cannot receive this SMS: sending again cannot help. */
const permanentCodes = new Set([21211, 21214, 21217, 21408, 21610, 21612, 21614]);

const twilioOrigin = 'https://api.twilio.com';

/**
 * The SDK's HTTP client, with https://api.twilio.com replaced by TWILIO_API_BASE. The SDK offers custom HTTP clients
 * for this (`httpClient` option); its `edge`/`region` settings only choose other *.twilio.com hosts.
 */
type RequestOptions<TData> = Parameters<typeof twilio.RequestClient.prototype.request<TData>>[0];

class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs, keepAlive: false });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = opts.uri.startsWith(twilioOrigin) ? this.base + opts.uri.slice(twilioOrigin.length) : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
}

/** The settings in force at each send: TWILIO_* environment first, else Einstellungen › SMS (token: a config secret). */
async function settingsOf(deps: TwilioSmsDeps): Promise<TwilioSettings> {
  const needsConfig = !deps.twilio.accountSid || !deps.twilio.from;
  const data = needsConfig ? await findConfigData(deps.db) : {};
  const accountSid = deps.twilio.accountSid ?? text(data.twilioAccountSid);
  const from = deps.twilio.from ?? text(data.smsSender);
  const authToken = await readSecret(deps, 'twilioAuthToken');
  if (!accountSid || !from || !authToken) {
    throw new SmsDeliveryError(
      'Twilio not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or Einstellungen › SMS)',
      false,
    );
  }
  return { accountSid, authToken, from };
}

/** Reads a failure of the SDK: a RestException (Twilio's JSON error) or a network error / timeout. */
function deliveryErrorOf(error: unknown): SmsDeliveryError {
  if (error instanceof twilio.RestException) {
    const permanent = error.status === 400 && error.code !== undefined && permanentCodes.has(error.code);
    return new SmsDeliveryError(`Twilio HTTP ${error.status} (code ${error.code}): ${error.message}`, permanent);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SmsDeliveryError(notificationLogMessages.errorUnreachable(message), false);
}

/**
 * SMS_PROVIDER=twilio: each SMS is one `POST /2010-04-01/Accounts/{sid}/Messages.json` (To in E.164, From, Body)
 * through the official SDK. A number that cannot be made E.164 is refused here (permanent, no request).
 */
export function createTwilioSmsProvider(deps: TwilioSmsDeps): SmsProvider {
  const httpClient = new BaseUrlRequestClient(deps.twilio.apiBase, deps.twilio.timeoutMs);
  let kept: { key: string; client: twilio.Twilio } | null = null;
  return {
    async send(message) {
      const to = toE164(message.to);
      if (!to) throw new SmsDeliveryError(`not a phone number for SMS: ${message.to}`, true);
      const settings = await settingsOf(deps);
      const key = `${settings.accountSid}\u0000${settings.authToken}`;
      if (kept?.key !== key) kept = { key, client: twilio(settings.accountSid, settings.authToken, { httpClient }) };
      try {
        await kept.client.messages.create({ to, from: settings.from, body: message.text });
      } catch (error) {
        throw deliveryErrorOf(error);
      }
      return 'sent';
    },
  };
}
