import Router from '@koa/router';
import type { ContactMessage, MessagesResponse } from '@folio/shared';
import { notFound } from '../../errors.js';
import { bodyOf, jsonBody } from '../../http/jsonBody.js';
import { rateLimit } from '../../http/rateLimit.js';
import type { MessageRecord } from '../../storage/types.js';
import { mailOwnerAboutMessage } from '../../mail/messageMail.js';
import { clientIp, currentUser, parseInput, sendJson, type RouteDeps } from '../context.js';
import { markReadSchema, portfolioContactSchema } from './schema.js';

export function presentMessage(m: MessageRecord, titles: ReadonlyMap<string, string>): ContactMessage {
  return {
    _id: m.id,
    portfolioId: m.portfolioId,
    portfolioTitle: titles.get(m.portfolioId) ?? '',
    name: m.name,
    email: m.email,
    message: m.message,
    read: m.read,
    createdAt: m.createdAt,
  };
}

/** Contact-form messages: visitors send them to a published portfolio; its owner reads them. */
export function messagesRouter({ config, storage, auth, mailer = null }: RouteDeps): Router {
  const router = new Router();
  const titlesOf = async (ownerId: string) =>
    new Map((await storage.portfolios.listByOwner(ownerId)).map((p) => [p.id, p.title]));

  router.post(
    '/api/portfolios/:pid/messages',
    rateLimit({
      counts: storage.cluster,
      scope: 'message',
      limit: config.rateLimits.contactPerHour,
      windowMs: 3_600_000,
      key: (ctx) => `ip:${clientIp(ctx)}`,
    }),
    jsonBody(64 * 1024),
    async (ctx) => {
      const input = parseInput(portfolioContactSchema, bodyOf(ctx));
      const portfolio = await storage.portfolios.get(ctx.params.pid ?? '');
      if (!portfolio || !portfolio.published) throw notFound('Portfolio not found');
      await storage.messages.create({ portfolioId: portfolio.id, ownerId: portfolio.ownerId, ...input });
      await mailOwnerAboutMessage({ config, storage, mailer }, portfolio, input);
      sendJson(ctx, 201, { success: true });
    },
  );

  router.get('/api/messages', auth.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const [messages, titles] = await Promise.all([storage.messages.listByOwner(user.id), titlesOf(user.id)]);
    const body: MessagesResponse = { messages: messages.map((m) => presentMessage(m, titles)) };
    sendJson(ctx, 200, body);
  });

  router.patch('/api/messages/:id', auth.requireUser, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const { read } = parseInput(markReadSchema, bodyOf(ctx));
    const message = await storage.messages.setRead(ctx.params.id ?? '', user.id, read);
    if (!message) throw notFound('Message not found');
    sendJson(ctx, 200, { success: true, message: presentMessage(message, await titlesOf(user.id)) });
  });

  router.delete('/api/messages/:id', auth.requireUser, async (ctx) => {
    const deleted = await storage.messages.delete(ctx.params.id ?? '', currentUser(ctx).id);
    if (!deleted) throw notFound('Message not found');
    sendJson(ctx, 200, { success: true });
  });

  return router;
}
