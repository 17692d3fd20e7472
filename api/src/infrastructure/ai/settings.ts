import { findConfigData } from '../../db/config-data.js';
import type { AiConfig, AppConfig } from '../../kernel/config.js';
import { readSecret, type SecretDeps } from '../secrets/index.js';

export interface AiSettings {
  baseUrl: string;
  /** null: the provider needs none (a local Ollama / vLLM / llama.cpp server). */
  apiKey: string | null;
  /** The chat model; null: no text generation. */
  model: string | null;
  /** The image model; null: no image generation. */
  imageModel: string | null;
  timeoutMs: number;
}

export interface AiSettingsDeps extends SecretDeps {
  config: Pick<AppConfig, 'dataDir'> & { ai: AiConfig };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The AI provider settings in force: each AI_* environment variable wins over what an admin entered under
 * Einstellungen › KI; the key is AI_API_KEY or the stored secret. No base URL anywhere: null (AI is off).
 */
export async function aiSettingsOf(
  deps: AiSettingsDeps,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AiSettings | null> {
  const { ai } = deps.config;
  const data = ai.baseUrl && ai.model && ai.imageModel ? {} : await findConfigData(deps.db);
  const baseUrl = ai.baseUrl ?? text(data.aiBaseUrl)?.replace(/\/+$/, '') ?? null;
  if (!baseUrl) return null;
  return {
    baseUrl,
    apiKey: await readSecret(deps, 'aiApiKey', env),
    model: ai.model ?? text(data.aiModel),
    imageModel: ai.imageModel ?? text(data.aiImageModel),
    timeoutMs: ai.timeoutMs,
  };
}
