import { performance } from 'node:perf_hooks';
import { aiLimitDay, backofficeAiMessages as t } from '@bestell/domain';
import type { Context } from 'koa';
import type { AiProvider, AiTokens } from '../../infrastructure/ai/provider.js';
import { AiProviderError } from '../../infrastructure/ai/provider.js';
import type { AiSettings } from '../../infrastructure/ai/settings.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { takeRateLimit } from '../../infrastructure/rate-limit/limiter.js';
import { tooManyRequests } from '../../infrastructure/rate-limit/refusal.js';
import { AppError } from '../../kernel/app-error.js';

export type AiKind = 'site' | 'product' | 'image';
export type AiOutcome = 'ok' | 'invalid' | 'error' | 'timeout' | 'cancelled';

/** One request's AI work: who asks, with which provider, and the signal that ends its provider calls. */
export interface AiCall {
  deps: AppDeps;
  actor: Extract<Actor, { kind: 'staff' }>;
  settings: AiSettings;
  provider: AiProvider;
  /** Aborted when the timeout passes (reason 'timeout') or the client goes away (reason 'cancelled'). */
  signal: AbortSignal;
}

/**
 * The per-user and per-day limits (AI_LIMIT_PER_USER, AI_LIMIT_PER_DAY; counted in the database, so across API
 * processes; days are Vienna calendar days, 23 or 25 hours long on DST days). One take per request: the one retry of an invalid answer is not charged again.
 */
export async function takeAiLimits(deps: AppDeps, ctx: Context, userId: number): Promise<void> {
  const now = deps.now();
  const window = aiLimitDay(now);
  const windowSeconds = (window.end.getTime() - window.start.getTime()) / 1000;
  const user = await takeRateLimit(deps.db, {
    bucket: 'content-ai:user',
    key: String(userId),
    limit: deps.config.ai.perUserPerDay,
    windowSeconds,
    window,
    now,
  });
  if (!user.allowed) throw tooManyRequests(ctx, user, t.userLimit, 'ai_user_limit');
  const shop = await takeRateLimit(deps.db, {
    bucket: 'content-ai:shop',
    key: 'shop',
    limit: deps.config.ai.perDay,
    windowSeconds,
    window,
    now,
  });
  if (!shop.allowed) throw tooManyRequests(ctx, shop, t.shopLimit, 'ai_shop_limit');
}

/**
 * An AbortController for the provider calls of one request: aborted after `timeoutMs` or when the client closes the
 * connection before the answer (the back-office's 'Abbrechen' aborts its fetch, which closes it).
 */
export function requestAbort(ctx: Context, timeoutMs: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  const onClose = () => {
    if (!ctx.res.writableFinished) controller.abort('cancelled');
  };
  ctx.res.once('close', onClose);
  ctx.req.once('aborted', onClose);
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      ctx.res.off('close', onClose);
      ctx.req.off('aborted', onClose);
    },
  };
}

/** Every provider call, whatever its end, in ai_usage (the monthly list) and in the audit log. */
async function recordCall(
  call: AiCall,
  entry: { kind: AiKind; model: string; outcome: AiOutcome; tokens: AiTokens; durationMs: number; about: string },
): Promise<void> {
  const { deps, actor } = call;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('aiUsage')
      .values({
        userId: actor.userId,
        kind: entry.kind,
        model: entry.model,
        outcome: entry.outcome,
        promptTokens: entry.tokens.promptTokens,
        completionTokens: entry.tokens.completionTokens,
        durationMs: entry.durationMs,
        createdAt: deps.now(),
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'generate',
      resource: 'content-ai',
      resourceId: null,
      label: `${entry.about} (${entry.model})`.slice(0, 255),
      // Not 'promptTokens': the log masks every key that looks like a token or secret.
      data: {
        kind: entry.kind,
        model: entry.model,
        outcome: entry.outcome,
        usage: { prompt: entry.tokens.promptTokens, completion: entry.tokens.completionTokens },
        durationMs: entry.durationMs,
      },
      at: deps.now(),
    });
  });
}

/** A provider failure as the German answer: 504 timeout, 400 cancelled, 502 provider error. */
export function aiFailure(error: AiProviderError): AppError {
  if (error.kind === 'timeout') return new AppError('gateway_timeout', t.timedOut, { code: 'ai_timeout' });
  if (error.kind === 'cancelled') return new AppError('bad_request', t.cancelled, { code: 'ai_cancelled' });
  return new AppError('bad_gateway', t.providerFailed, { code: 'ai_provider_error' });
}

/**
 * Runs one provider call and logs it: `judge` says whether a returned answer is usable ('ok') or not ('invalid');
 * a failure is logged with its kind and thrown as the German answer.
 */
export async function loggedCall<T extends AiTokens>(
  call: AiCall,
  what: { kind: AiKind; model: string; about: string },
  run: (signal: AbortSignal) => Promise<T>,
  judge: (answer: T) => boolean = () => true,
): Promise<{ answer: T; usable: boolean }> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const answer = await run(call.signal);
    const usable = judge(answer);
    await recordCall(call, {
      ...what,
      outcome: usable ? 'ok' : 'invalid',
      tokens: answer,
      durationMs: durationMs(),
    });
    return { answer, usable };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    call.deps.logger.warn({ kind: what.kind, failure: error.kind, status: error.status }, 'AI provider call failed');
    await recordCall(call, {
      ...what,
      outcome: error.kind === 'failed' ? 'error' : error.kind,
      tokens: { promptTokens: 0, completionTokens: 0 },
      durationMs: durationMs(),
    });
    throw aiFailure(error);
  }
}
