import type Koa from 'koa';
import { z } from 'zod';
import { API, ResumeError, restoreResume, type EnhanceRewriteResponse } from '@folio/shared';
import type { Auth } from '../../auth/index.js';
import type { Config } from '../../configTypes.js';
import { validationFailed } from '../../errors.js';
import { rateLimit } from '../../http/rateLimit.js';
import { createChatClient, LlmError } from '../../llm/chatClient.js';
import { log } from '../../log.js';
import type { Storage } from '../../storage/types.js';
import { bodyOf, jsonBody } from '../../http/jsonBody.js';
import { optionalUser, parseInput, sendJson } from '../context.js';
import { localRewrites, modelRewrites } from './rewrite.js';

/** Model calls cost time and money: a person gets this many per hour. */
export const REWRITES_PER_HOUR = 60;

const rewriteSchema = z.object({
  resume: z.unknown(),
  paths: z.array(z.string().max(100)).max(200).optional(),
});

/**
 * POST /api/enhance/rewrite (signed in): `{ resume, paths? }` → `{ suggestions, rejected, source }`.
 * With a language model configured (LLM_BASE_URL…), its rewrites come first, each checked by the
 * no-invention rule; rejected ones are only counted. Without one, or when it fails or times out,
 * the answer is the local suggestions (source 'local'), so clients need not know which it was.
 */
export function createEnhanceMiddleware({
  config,
  storage,
  auth,
}: {
  config: Config;
  storage: Storage;
  auth: Auth;
}): Koa.Middleware {
  const client = config.llm ? createChatClient(config.llm) : null;
  const steps: Koa.Middleware[] = [
    auth.requireUser,
    rateLimit({
      counts: storage.cluster,
      scope: 'enhance',
      limit: REWRITES_PER_HOUR,
      windowMs: 3_600_000,
      key: (ctx) => {
        const user = optionalUser(ctx);
        return user ? `user:${user.id}` : null;
      },
    }),
    jsonBody(),
    async function rewrite(ctx) {
      const input = parseInput(rewriteSchema, bodyOf(ctx));
      let resume;
      try {
        resume = restoreResume(input.resume);
      } catch (error) {
        if (error instanceof ResumeError)
          throw validationFailed([{ path: 'resume', message: error.message }], error.message);
        throw error;
      }
      const local = localRewrites(resume, input.paths);
      let body: EnhanceRewriteResponse = { suggestions: local, rejected: 0, source: 'local' };
      if (client) {
        try {
          const model = await modelRewrites(client, resume, input.paths);
          body = { suggestions: [...model.suggestions, ...local], rejected: model.rejected, source: 'model' };
          if (model.rejected) log.info('enhance: model proposals rejected', { rejected: model.rejected });
        } catch (error) {
          if (!(error instanceof LlmError)) throw error;
          log.warn('enhance: language model unavailable, answering local suggestions', {
            reason: error.reason,
            message: error.message,
          });
        }
      }
      sendJson(ctx, 200, body);
    },
  ];
  // One route, so no router: other methods and paths pass through (and /api 404s stay JSON).
  return function enhanceRoutes(ctx, next) {
    if (ctx.path !== API.enhanceRewrite || ctx.method !== 'POST') return next();
    const run = (index: number): Promise<void> => {
      const step = steps[index];
      return step ? Promise.resolve(step(ctx, () => run(index + 1))) : Promise.resolve();
    };
    return run(0);
  };
}
