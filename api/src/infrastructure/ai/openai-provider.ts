import OpenAI from 'openai';
import { type AiProvider, AiProviderError, type ChatAnswer, type ChatRequest, type ImageRequest } from './provider.js';
import type { AiSettings } from './settings.js';

/**
 * The one AI adapter: any OpenAI-compatible API (OpenAI, Azure OpenAI's v1 endpoint, Mistral, Ollama, vLLM,
 * llama.cpp) through the official `openai` SDK with `baseURL`: POST {base}/chat/completions (streamed or not, JSON
 * schema output) and POST {base}/images/generations (b64_json). No SDK retries (a retry is the service's decision);
 * the SDK's own timeout and the caller's signal (the request's AbortController, which also carries the timeout)
 * both end the HTTP request to the provider.
 */
export function openAiProvider(settings: AiSettings): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers need no key; the SDK insists on one, and this one is never valid anywhere.
    apiKey: settings.apiKey ?? 'no-key',
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });

  return {
    async chat(request: ChatRequest): Promise<ChatAnswer> {
      const model = settings.model;
      if (!model) throw new AiProviderError('failed', 'no chat model');
      const base = {
        model,
        messages: request.messages,
        response_format: {
          type: 'json_schema' as const,
          json_schema: { name: request.schema.name, schema: request.schema.schema, strict: true },
        },
      };
      try {
        if (!request.stream) {
          const answer = await client.chat.completions.create(base, { signal: request.signal });
          return {
            text: answer.choices[0]?.message?.content ?? '',
            promptTokens: answer.usage?.prompt_tokens ?? 0,
            completionTokens: answer.usage?.completion_tokens ?? 0,
          };
        }
        const stream = await client.chat.completions.create(
          { ...base, stream: true, stream_options: { include_usage: true } },
          { signal: request.signal },
        );
        let text = '';
        let promptTokens = 0;
        let completionTokens = 0;
        for await (const chunk of stream) {
          text += chunk.choices[0]?.delta?.content ?? '';
          if (text.length > maxAnswerChars) {
            stream.controller.abort();
            throw new AiProviderError('failed', `answer longer than ${maxAnswerChars} characters`);
          }
          if (chunk.usage) {
            promptTokens = chunk.usage.prompt_tokens;
            completionTokens = chunk.usage.completion_tokens;
          }
        }
        return { text, promptTokens, completionTokens };
      } catch (error) {
        throw providerError(error, request.signal);
      }
    },

    async image(request: ImageRequest) {
      const model = settings.imageModel;
      if (!model) throw new AiProviderError('failed', 'no image model');
      try {
        const answer = await client.images.generate(
          {
            model,
            prompt: request.prompt,
            size: request.size,
            n: 1,
            // gpt-image models always answer base64 and refuse the parameter; DALL·E and most others need it.
            ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
          },
          { signal: request.signal },
        );
        const encoded = answer.data?.[0]?.b64_json;
        if (!encoded) throw new AiProviderError('failed', 'no b64_json image in the answer');
        return {
          bytes: Buffer.from(encoded, 'base64'),
          promptTokens: answer.usage?.input_tokens ?? 0,
          completionTokens: answer.usage?.output_tokens ?? 0,
        };
      } catch (error) {
        throw providerError(error, request.signal);
      }
    },
  };
}

/**
 * A streamed answer longer than this is cut off as a provider failure (a page draft is a few kB; a server that
 * streams without end would otherwise fill memory until the timeout).
 */
const maxAnswerChars = 200_000;

/** The SDK's errors as the three kinds the shop tells apart; the signal's reason says timeout or cancel. */
function providerError(error: unknown, signal: AbortSignal): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (signal.aborted) {
    return new AiProviderError(signal.reason === 'timeout' ? 'timeout' : 'cancelled', 'aborted');
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiProviderError('timeout', error.message);
  if (error instanceof OpenAI.APIError) {
    return new AiProviderError('failed', error.message, typeof error.status === 'number' ? error.status : null);
  }
  return new AiProviderError('failed', error instanceof Error ? error.message : String(error));
}
