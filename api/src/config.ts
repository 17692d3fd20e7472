import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api folder (this file lives in api/src). */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** PostgreSQL connection string; when missing the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  /** Folder with the storefront build; served only when it holds an index.html. */
  storefrontDist: string;
  /** Time allowed for in-flight requests on shutdown before the process gives up on them. */
  shutdownTimeoutMs: number;
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

/** Reads the configuration from environment variables (see docs in the api README section of the report). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, 'data'));
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    storefrontDist: env.STOREFRONT_DIST ? path.resolve(env.STOREFRONT_DIST) : path.join(repoRoot, 'storefront', 'dist'),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ? Number(env.SHUTDOWN_TIMEOUT_MS) : 10_000,
  };
}
