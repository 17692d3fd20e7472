import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the local OpenAI-compatible server received. */
export interface OpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** What the next call answers: a chat text (streamed when the request asks), an image, an HTTP error, or nothing. */
export type OpenAiScript =
  | { kind: 'text'; content: string }
  | { kind: 'image'; bytes: Buffer }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' };

/**
 * A local HTTP server speaking the parts of the OpenAI API the shop uses, as documented: POST /v1/chat/completions
 * (JSON answer, or Server-Sent Events chunks ending in `data: [DONE]` with `stream: true`, usage in the last chunk
 * with `stream_options.include_usage`) and POST /v1/images/generations (`b64_json`). Answers come from a queue the
 * test fills (`answer(...)`); with an empty queue a chat answers `fallbackText` and an image `fallbackImage`. It
 * records every request, and which ones the client abandoned before the answer (`abandoned`).
 */
export class OpenAiTestServer {
  readonly requests: OpenAiRequest[] = [];
  /** Paths of requests whose connection the client closed before an answer was sent. */
  readonly abandoned: string[] = [];
  private readonly queue: OpenAiScript[] = [];
  private readonly hanging = new Set<http.ServerResponse>();
  private server: http.Server | null = null;
  fallbackText = '{}';
  fallbackImage: Buffer = Buffer.alloc(0);
  url = '';

  constructor(readonly apiKey: string | null = null) {}

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Queues the answers of the next calls, in order. */
  answer(...scripts: OpenAiScript[]): void {
    this.queue.push(...scripts);
  }

  /** Forgets queued answers and recorded requests. */
  reset(): void {
    this.queue.length = 0;
    this.requests.length = 0;
    this.abandoned.length = 0;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    this.requests.push({ path, authorization: req.headers.authorization, body });
    res.on('close', () => {
      if (!res.writableFinished) this.abandoned.push(path);
      this.hanging.delete(res);
    });
    if (this.apiKey !== null && req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return this.error(res, 401, 'Incorrect API key provided.');
    }
    const script = this.queue.shift();
    if (script?.kind === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (script?.kind === 'error') return this.error(res, script.status, script.message);
    if (path === '/v1/chat/completions') {
      const content = script?.kind === 'text' ? script.content : this.fallbackText;
      return body.stream === true ? this.stream(res, body, content) : this.completion(res, body, content);
    }
    if (path === '/v1/images/generations') {
      const bytes = script?.kind === 'image' ? script.bytes : this.fallbackImage;
      return this.json(res, 200, {
        created: 1_700_000_000,
        data: [{ b64_json: bytes.toString('base64'), revised_prompt: String(body.prompt ?? '') }],
        usage: { input_tokens: 12, output_tokens: 0, total_tokens: 12 },
      });
    }
    return this.error(res, 404, `Unknown path ${path}`);
  }

  private completion(res: http.ServerResponse, body: Record<string, unknown>, content: string): void {
    this.json(res, 200, {
      id: 'chatcmpl-local',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: String(body.model),
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
    });
  }

  private stream(res: http.ServerResponse, body: Record<string, unknown>, content: string): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const base = { id: 'chatcmpl-local', object: 'chat.completion.chunk', created: 1_700_000_000, model: body.model };
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
    for (let i = 0; i < content.length; i += 40) {
      send({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + 40) }, finish_reason: null }] });
    }
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage) {
      send({ ...base, choices: [], usage: { prompt_tokens: 150, completion_tokens: 90, total_tokens: 240 } });
    }
    res.end('data: [DONE]\n\n');
  }

  private error(res: http.ServerResponse, status: number, message: string): void {
    this.json(res, status, { error: { message, type: 'invalid_request_error', code: null, param: null } });
  }

  private json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
