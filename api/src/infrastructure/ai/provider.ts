import type { ChatMessage } from '@bestell/domain';

/** Tokens one call used, as the provider reports them (0 when it does not). */
export interface AiTokens {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Structured output: the answer must be JSON of this schema (`response_format: json_schema`). */
  schema: { name: string; schema: Record<string, unknown> };
  /** Streamed (`stream: true`) or one answer; both give the whole text. */
  stream: boolean;
  signal: AbortSignal;
}

export interface ChatAnswer extends AiTokens {
  text: string;
}

export interface ImageRequest {
  prompt: string;
  /** The provider's size, e.g. '1024x1024'. */
  size: string;
  signal: AbortSignal;
}

export interface ImageAnswer extends AiTokens {
  bytes: Buffer;
}

/** Why a call failed: it took longer than the timeout, the person cancelled it, or the provider failed. */
export type AiFailureKind = 'timeout' | 'cancelled' | 'failed';

export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/** The seam of AI content generation (DESIGN: providers behind seams); one adapter: OpenAI-compatible APIs. */
export interface AiProvider {
  chat(request: ChatRequest): Promise<ChatAnswer>;
  image(request: ImageRequest): Promise<ImageAnswer>;
}
