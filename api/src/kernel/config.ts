import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api folder (this file lives in api/src). */
const thisFile = fileURLToPath(import.meta.url);
/**
 * The api folder: two levels above this file when the API runs from its sources (api/src/kernel/config.ts), one above
 * the bundle when it runs from the production build (api/dist/main.js), so `./data` is the repository's either way.
 */
export const apiRoot = thisFile.endsWith('.ts')
  ? path.resolve(path.dirname(thisFile), '..', '..')
  : path.resolve(path.dirname(thisFile), '..');
export const repoRoot = path.resolve(apiRoot, '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** PostgreSQL connection string; when missing the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  /**
   * DEMO_DATA: load the demo bakery into an empty database on start. Default: on for the embedded database, off
   * with DATABASE_URL; `off` starts empty (first-run setup), `on` also fills an empty PostgreSQL database.
   */
  demoData: boolean;
  /** DEMO_HISTORY: the demo also gets six months of generated orders and visits (default on; off starts faster). */
  demoHistory: boolean;
  uploadsDir: string;
  /** Folder with the storefront build; served only when it holds an index.html. */
  storefrontDist: string;
  /** Time allowed for in-flight requests on shutdown before the process gives up on them. */
  shutdownTimeoutMs: number;
  /** Public address of the shop (links in e-mails and SMS). PUBLIC_URL, default http://localhost:PORT. */
  publicUrl: string;
  /** E-mail (api/src/infrastructure/notifications): without SMTP settings mails are logged instead of sent. */
  mail: MailConfig;
  /** SMS_PROVIDER: 'log' (default, writes the SMS to the log) or 'twilio' (the Twilio Messages API). */
  smsProvider: SmsProviderName;
  /** SMS_PROVIDER=twilio: TWILIO_ACCOUNT_SID, TWILIO_FROM, TWILIO_API_BASE (the auth token is a config secret). */
  twilio: TwilioConfig;
  /** Online payments (api/src/infrastructure/payments). */
  payments: PaymentsConfig;
  /**
   * TRUST_PROXY: how many reverse proxies in front of the API append to X-Forwarded-For ('true' = 1, default 0 =
   * trust none). Only then do the client address, https (X-Forwarded-Proto, hence Secure cookies) come from them.
   */
  trustProxyHops: number;
  /** Order placement and confirmation-mail limits (issue 16 point 3); 0 turns a limit off. */
  orderLimits: OrderLimitsConfig;
  /** Where uploads, image variants and form files live (api/src/infrastructure/storage): the data folder or S3 (S3_BUCKET set). */
  storage: StorageConfig;
  /** Limits on visitors' uploads (POST /api/uploads without a staff session); 0 turns a limit off. */
  uploadLimits: UploadLimitsConfig;
  /** AI content generation (api/src/infrastructure/ai): an OpenAI-compatible API; off without AI_BASE_URL. */
  ai: AiConfig;
}

export interface AiConfig {
  /** AI_BASE_URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama); null: AI is off. */
  baseUrl: string | null;
  /** AI_MODEL: the chat model (page drafts, product texts); null: text generation is off. */
  model: string | null;
  /** AI_IMAGE_MODEL: the image model; null: image generation is off. The key is AI_API_KEY or the stored secret. */
  imageModel: string | null;
  /** AI_TIMEOUT_SECONDS: how long one provider call may take (default 60 s; tests shorten it). */
  timeoutMs: number;
  /** AI_LIMIT_PER_USER: AI calls one staff member may make per day (default 50; 0 = no limit). */
  perUserPerDay: number;
  /** AI_LIMIT_PER_DAY: AI calls of the whole shop per day (default 200; 0 = no limit). */
  perDay: number;
}

export interface S3StorageConfig {
  kind: 's3';
  /** S3_BUCKET */
  bucket: string;
  /** S3_ENDPOINT: for S3-compatible services (MinIO, Ceph, Hetzner, …); AWS when unset. */
  endpoint: string | null;
  /** S3_REGION (default us-east-1; most S3-compatible services ignore it). */
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; when unset the SDK's own chain (AWS_* variables, roles) applies. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE=true: http://endpoint/bucket/key instead of http://bucket.endpoint/key (MinIO needs it). */
  forcePathStyle: boolean;
  /** S3_PREFIX: put everything under this key prefix (e.g. 'shop/'); empty by default. */
  prefix: string;
}

export type StorageConfig = { kind: 'directory' } | S3StorageConfig;

export interface UploadLimitsConfig {
  /** RATE_LIMIT_UPLOADS: uploads per client address per minute (default 20). */
  perMinute: number;
  /** UPLOAD_QUOTA_MB: megabytes one client address may upload per 24 hours (default 100). */
  quotaBytes: number;
  /** UPLOAD_TOTAL_MB: megabytes all visitors together may upload per 24 hours (default 2000). */
  totalBytes: number;
  /** UPLOAD_SWEEP_HOURS: visitors' uploads nothing references are removed after this many hours (default 24). */
  sweepAfterHours: number;
}

export interface OrderLimitsConfig {
  /** RATE_LIMIT_ORDERS: orders per client address per minute (default 10). */
  perClientPerMinute: number;
  /** RATE_LIMIT_ORDERS_PER_BRANCH: orders per branch per minute over all clients (default 120). */
  perBranchPerMinute: number;
  /** RATE_LIMIT_NEW_MAIL_ADDRESSES: confirmation e-mails to never-mailed addresses per hour, whole shop (default 200). */
  newMailAddressesPerHour: number;
}

/** nodemailer transport settings: SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_SECURE/SMTP_USER/SMTP_PASSWORD. */
export type SmtpConfig =
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | null; password: string | null };

export interface MailConfig {
  smtp: SmtpConfig | null;
  /** MAIL_FROM: sender address; a bare address gets the shop name as display name. */
  from: string;
}

export interface PaymentsConfig {
  /**
   * PAYMENT_PROVIDER: 'test' (built-in test payment page), 'stripe' (Stripe Checkout), 'mollie' (Mollie payments) or
   * 'none'; default 'test' on the embedded database.
   */
  provider: PaymentProviderName;
  /** PAYMENT_SECRET: HMAC key of payment callbacks; when unset a random one is kept in DATA_DIR/payment-secret. */
  secret: string | null;
  /** STRIPE_API_BASE: replaces https://api.stripe.com (tests, stripe-mock), e.g. http://127.0.0.1:12111. */
  stripeApiBase?: string;
  /** How long one Stripe call may take before the payment counts as unavailable (default 10 s; tests shorten it). */
  stripeTimeoutMs?: number;
  /** MOLLIE_API_BASE: replaces https://api.mollie.com (tests, a mock); the key is MOLLIE_API_KEY or the stored secret. */
  mollieApiBase?: string;
  /** How long one Mollie call may take before the payment counts as unavailable (default 10 s; tests shorten it). */
  mollieTimeoutMs?: number;
}

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value ?? 'info').toLowerCase();
  const found = logLevels.find((l) => l === level);
  if (!found) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
  return found;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
}

function parseSmtp(env: NodeJS.ProcessEnv): SmtpConfig | null {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return null;
  const port = env.SMTP_PORT ? parsePort(env.SMTP_PORT) : 587;
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER || null,
    password: env.SMTP_PASSWORD || null,
  };
}

export const paymentProviderNames = ['test', 'stripe', 'mollie', 'none'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

function parsePaymentProvider(value: string | undefined, databaseUrl: string | null): PaymentProviderName {
  if (value === undefined || value === '') return databaseUrl ? 'none' : 'test';
  const found = paymentProviderNames.find((name) => name === value);
  if (found) return found;
  throw new Error(`PAYMENT_PROVIDER must be one of ${paymentProviderNames.join(', ')}, got "${value}"`);
}

function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (Number.isInteger(hops) && hops >= 0 && hops <= 10) return hops;
  throw new Error(`TRUST_PROXY must be true, false or the number of proxies (0-10), got "${value}"`);
}

function parseStorage(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'directory' };
  const prefix = env.S3_PREFIX ?? '';
  const segments = prefix.split('/').slice(0, -1);
  if (
    prefix !== '' &&
    (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix) || segments.some((p) => /^\.+$/.test(p)))
  ) {
    throw new Error(`S3_PREFIX must be empty or end with '/', e.g. shop/, got "${prefix}"`);
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix,
  };
}

function parseLimit(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number >= 0, got "${value}"`);
  return number;
}

function parseUploadLimits(env: NodeJS.ProcessEnv): UploadLimitsConfig {
  const megabytes = 1024 * 1024;
  return {
    perMinute: Math.floor(parseLimit('RATE_LIMIT_UPLOADS', env.RATE_LIMIT_UPLOADS, 20)),
    quotaBytes: Math.round(parseLimit('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 100) * megabytes),
    totalBytes: Math.round(parseLimit('UPLOAD_TOTAL_MB', env.UPLOAD_TOTAL_MB, 2000) * megabytes),
    sweepAfterHours: parseLimit('UPLOAD_SWEEP_HOURS', env.UPLOAD_SWEEP_HOURS, 24) || 24,
  };
}

function parseWholeLimit(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (Number.isInteger(limit) && limit >= 0) return limit;
  throw new Error(`${name} must be a whole number >= 0 (0 = off), got "${value}"`);
}

function parseOrderLimits(env: NodeJS.ProcessEnv): OrderLimitsConfig {
  return {
    perClientPerMinute: parseWholeLimit('RATE_LIMIT_ORDERS', env.RATE_LIMIT_ORDERS, 10),
    perBranchPerMinute: parseWholeLimit('RATE_LIMIT_ORDERS_PER_BRANCH', env.RATE_LIMIT_ORDERS_PER_BRANCH, 120),
    newMailAddressesPerHour: parseWholeLimit('RATE_LIMIT_NEW_MAIL_ADDRESSES', env.RATE_LIMIT_NEW_MAIL_ADDRESSES, 200),
  };
}

function parseAi(env: NodeJS.ProcessEnv): AiConfig {
  const seconds = parseLimit('AI_TIMEOUT_SECONDS', env.AI_TIMEOUT_SECONDS, 60) || 60;
  return {
    baseUrl: env.AI_BASE_URL ? env.AI_BASE_URL.replace(/\/+$/, '') : null,
    model: env.AI_MODEL || null,
    imageModel: env.AI_IMAGE_MODEL || null,
    timeoutMs: Math.round(seconds * 1000),
    perUserPerDay: parseWholeLimit('AI_LIMIT_PER_USER', env.AI_LIMIT_PER_USER, 50),
    perDay: parseWholeLimit('AI_LIMIT_PER_DAY', env.AI_LIMIT_PER_DAY, 200),
  };
}

function parseDemoHistory(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`DEMO_HISTORY must be on or off, got "${value}"`);
}

function parseDemoData(value: string | undefined, databaseUrl: string | null): boolean {
  if (value === undefined || value === '') return databaseUrl === null;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`DEMO_DATA must be on or off, got "${value}"`);
}

export type SmsProviderName = 'log' | 'twilio';

export interface TwilioConfig {
  /** TWILIO_ACCOUNT_SID; null: the Account SID of Einstellungen › SMS. */
  accountSid: string | null;
  /** TWILIO_FROM (number in E.164 or alphanumeric sender); null: the sender of Einstellungen › SMS. */
  from: string | null;
  /** TWILIO_API_BASE: replaces https://api.twilio.com (tests, a proxy). */
  apiBase: string;
  /** Time allowed for one request to Twilio before it counts as failed (and is retried). */
  timeoutMs: number;
}

function parseSmsProvider(value: string | undefined): SmsProviderName {
  if (value === undefined || value === '' || value === 'log') return 'log';
  if (value === 'twilio') return value;
  throw new Error(`SMS_PROVIDER must be log or twilio, got "${value}"`);
}

function parseTwilio(env: NodeJS.ProcessEnv): TwilioConfig {
  return {
    accountSid: env.TWILIO_ACCOUNT_SID || null,
    from: env.TWILIO_FROM || null,
    apiBase: (env.TWILIO_API_BASE || 'https://api.twilio.com').replace(/\/+$/, ''),
    timeoutMs: 10_000,
  };
}

/** Reads the configuration from environment variables (see docs in the api README section of the report). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL || null;
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, 'data'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    databaseUrl,
    dataDir,
    demoData: parseDemoData(env.DEMO_DATA, databaseUrl),
    demoHistory: parseDemoHistory(env.DEMO_HISTORY),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    storefrontDist: env.STOREFRONT_DIST ? path.resolve(env.STOREFRONT_DIST) : path.join(repoRoot, 'storefront', 'dist'),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ? Number(env.SHUTDOWN_TIMEOUT_MS) : 10_000,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: { smtp: parseSmtp(env), from: env.MAIL_FROM || 'bestellung@localhost' },
    smsProvider: parseSmsProvider(env.SMS_PROVIDER),
    twilio: parseTwilio(env),
    payments: {
      provider: parsePaymentProvider(env.PAYMENT_PROVIDER, databaseUrl),
      secret: env.PAYMENT_SECRET || null,
      ...(env.STRIPE_API_BASE ? { stripeApiBase: env.STRIPE_API_BASE.replace(/\/+$/, '') } : {}),
      mollieApiBase: (env.MOLLIE_API_BASE || 'https://api.mollie.com').replace(/\/+$/, ''),
    },
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    orderLimits: parseOrderLimits(env),
    storage: parseStorage(env),
    uploadLimits: parseUploadLimits(env),
    ai: parseAi(env),
  };
}
