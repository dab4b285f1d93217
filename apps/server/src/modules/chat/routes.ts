import { endpoints } from '@m/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint, registerStreamEndpoint, ROUTE_BUDGETS, rateLimitKey } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';
import { merchantOf } from '../../lib/request-context.ts';
import { hashToken } from '../../lib/token-hash.ts';
import type { ChatParty } from './service.ts';

const bearerOf = (request: FastifyRequest) => request.headers.authorization?.trim() || null;

/**
 * Whom a chat budget counts: the caller's token (a member's session or a guest's chat, read by the
 * endpoint itself, so not yet known here), else the address. A made-up token gains nothing: every
 * call with one is refused, and a guest chat started under one counts against the address too.
 */
const chatCallerKey = (request: FastifyRequest) => {
  const token = bearerOf(request);
  return token ? `chat:${hashToken(token)}` : rateLimitKey(request);
};
/** Messages a minute one member or guest may send: a person typing, never a flood. */
const sendBudget = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: chatCallerKey } };
/** Chats started a minute per member, guest or address (a start without a token makes a guest chat). */
const startBudget = { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: chatCallerKey } };
/** A message of three 5 MB pictures in base64, with its text. */
const SEND_BODY_LIMIT = 3 * Math.ceil((5 * 1024 * 1024) / 3) * 4 + 16 * 1024;

/** The live chat of members and guests, and the operators' desk for it. */
export const chatRoutes = fp(
  async (app: FastifyInstance) => {
    const { chat, guestChatStreams, operatorDesk } = app.services;
    const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

    /** The member of the session, else the guest of the chat token; null for neither. */
    async function partyOf(request: FastifyRequest): Promise<ChatParty | null> {
      const merchant = merchantOf(request);
      const session = await request.optionalSession();
      if (session) return { kind: 'member', memberId: session.memberId, merchantId: merchant.id };
      const token = bearerOf(request);
      return token ? chat.guestOf(token, merchant.id) : null;
    }
    async function requireParty(request: FastifyRequest): Promise<ChatParty> {
      const party = await partyOf(request);
      if (!party) throw new AppError('login.not.session');
      return party;
    }

    registerEndpoint(app, endpoints.chatCurrent, async (_input, request) => chat.current(await requireParty(request)));
    registerEndpoint(app, endpoints.chatStart, async ({ body }, request) => {
      // A token that is no longer good (its chat gone) is a refusal, never a new chat in its place.
      const party = await partyOf(request);
      if (!party && bearerOf(request) && !body.guestName) throw new AppError('login.not.session');
      return chat.start(party, merchantOf(request).id, body.guestName, request.ip);
    }, startBudget);
    registerEndpoint(app, endpoints.chatHistory, async ({ query }, request) => chat.history(await requireParty(request), query));
    registerEndpoint(app, endpoints.chatSend, async ({ body }, request) => chat.send(await requireParty(request), body), { ...sendBudget, bodyLimit: SEND_BODY_LIMIT });
    registerEndpoint(app, endpoints.chatTyping, async ({ body }, request) => chat.typing(await requireParty(request), body.chatId));
    registerEndpoint(app, endpoints.chatRead, async ({ body }, request) => chat.read(await requireParty(request), body.chatId, body.upTo));
    registerEndpoint(app, endpoints.chatPicture, async ({ query }, request) => chat.picture(await requireParty(request), query.messageId, query.index));
    registerEndpoint(app, endpoints.chatRate, async ({ body }, request) => chat.rate(await requireParty(request), body));
    registerStreamEndpoint(app, endpoints.chatGuestEvents, async (_input, request) => {
      const token = bearerOf(request);
      const party = token ? await chat.guestOf(token, merchantOf(request).id) : null;
      if (party?.kind !== 'guest') throw new AppError('login.not.session');
      return guestChatStreams.open(party.chatId, request.ip);
    });
    app.addHook('onReady', () => guestChatStreams.start());
    app.addHook('preClose', () => guestChatStreams.stop());

    registerEndpoint(app, endpoints.operatorChats, async ({ query }, request) => {
      const operator = requireOperator(request);
      const merchant = query.merchant ? await operatorDesk.merchantInScope(operator, query.merchant) : null;
      return chat.operator.list(operator, merchant?.id ?? null);
    }, operatorCall);
    registerEndpoint(app, endpoints.operatorChat, async ({ query }, request) => chat.operator.read(requireOperator(request), query.chatId), operatorCall);
    registerEndpoint(app, endpoints.operatorChatPicture, async ({ query }, request) =>
      chat.operator.picture(requireOperator(request), query.messageId, query.index), operatorCall);
    registerEndpoint(app, endpoints.operatorChatReply, async ({ body }, request) => {
      const operator = requireOperator(request);
      return chat.operator.reply(operator, body, operatorDesk.auditOf(operator, 'chat.reply'));
    }, operatorCall);
    registerEndpoint(app, endpoints.operatorChatTyping, async ({ body }, request) => chat.operator.typing(requireOperator(request), body.chatId), operatorCall);
    registerEndpoint(app, endpoints.operatorChatClose, async ({ body }, request) => {
      const operator = requireOperator(request);
      return chat.operator.close(operator, body.chatId, body.reason, operatorDesk.auditOf(operator, 'chat.close'));
    }, operatorCall);
  },
  { name: 'chat', dependencies: ['services'] },
);
