import type { Context } from 'hono';
import { ownChat } from '../chats/access.ts';
import { presentAllSteered } from '../chats/alternatives.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import { continueReply } from '../chats/continue-reply.ts';
import { editMessage, editTarget, repeatedEdit } from '../chats/edit-message.ts';
import { ratingsOf } from '../chats/ratings.ts';
import { chooseAlternative } from '../chats/steer-rules.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { userBalance } from '../db/queries/messages.ts';
import type { MessageRow } from '../db/schema.ts';
import {
  chooseAlternativeBodySchema,
  editMessageBodySchema,
  steerResultSchema,
  type SteerResult,
} from '../contract/steering.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ACCOUNT_BODY_LIMIT, CHAT_BODY_LIMIT } from '../http/request-rules.ts';
import { userTopic } from '../live/live-events.ts';
import {
  checkMessage,
  contentBlockedResponse,
  flagSentMessage,
  refuseBlocked,
} from '../moderation/filter-actions.ts';
import { chatErrors, replyParams } from './chat-shared.ts';

const steered = (what: string) => json(what, steerResultSchema);
const refused = apiError(
  'NOT_STEERABLE (not this message, or not now: the reason says which), REPLY_IN_PROGRESS, ' +
    'ALTERNATIVES_FULL.',
);

/**
 * Steering a conversation (issue 29): choose a reply's version, edit a message, continue the
 * last reply. Each answers with the message, the replies it started and the balance, and
 * tells the owner's other tabs (a live hint) to read the chat again.
 */
export function chatSteeringRoutes(deps: ChatDeps) {
  const { db, jobs, live } = deps;
  const endpoint = endpoints(deps);
  const choose = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/choose',
    access: 'user',
    writeLimit: 'chatMessage',
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Show another version of a reply of the latest turn; it counts from now',
    description:
      'The version shown is what the history, the memory and the model read. Free; a ' +
      'reply hidden by moderation stays hidden in every version.',
    request: { params: replyParams, body: jsonBody(chooseAlternativeBodySchema) },
    responses: {
      200: steered('The reply, showing the chosen version; no replies; the balance'),
      404: chatErrors.missing,
      409: refused,
    },
  });
  const edit = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/edit',
    access: 'user',
    writeLimit: 'chatMessage',
    bodyLimit: CHAT_BODY_LIMIT,
    summary: 'Edit your last message (the Angels answer again) or the words of a reply',
    description:
      'Your last message: each reply to it gets a new version, charged as a reply; the ' +
      'earlier versions stay. A reply: its words replaced and marked edited, free. The ' +
      'first words stay as originalText. The content filter reads the new words as it ' +
      'reads a sent message. An editId (the client’s uuid) makes the edit ' +
      'idempotent: sent again, it answers the message as it is, edited and charged once.',
    request: { params: replyParams, body: jsonBody(editMessageBodySchema) },
    responses: {
      200: steered('The edited message, the replies it started, the balance'),
      402: chatErrors.noTokens,
      404: chatErrors.missing,
      409: refused,
      422: contentBlockedResponse,
    },
  });
  const goOn = endpoint({
    method: 'post',
    path: '/{chatHash}/messages/{id}/continue',
    access: 'user',
    writeLimit: 'chatMessage',
    summary: 'The Angel goes on from where her last reply stopped, in the same message',
    description:
      'Charged as a reply; refunded if she fails or adds nothing. Follow the reply through ' +
      '…/messages/{id}/stream: it streams only what is added.',
    request: { params: replyParams },
    responses: {
      200: steered('The reply, being written on (STREAMING), in replies too; the balance'),
      402: chatErrors.noTokens,
      404: chatErrors.missing,
      409: refused,
    },
  });

  async function answer(
    c: Context<AuthEnv>,
    { chat }: ChatWithSeats,
    message: MessageRow,
    replies: MessageRow[],
    balance: number,
  ) {
    const rows = [message, ...replies];
    // With the reading user's rating of the version now shown (each version has its own).
    const [presented, ratings] = await Promise.all([
      presentAllSteered(db, rows, chat.chatHash),
      ratingsOf(db, rows),
    ]);
    const [shown, ...started] = presented.map((m) => {
      const rating = ratings.get(m.id);
      return rating ? { ...m, rating } : m;
    });
    live.publish(userTopic(chat.userId), {
      type: 'chat',
      chatHash: chat.chatHash,
      messageId: message.id,
    });
    const result: SteerResult = { message: shown!, replies: started, balance };
    return c.json(result, 200);
  }

  return apiRouter<AuthEnv>()
    .openapi(choose, async (c) => {
      const chat = await ownChat(c, db);
      const { alternative } = c.req.valid('json');
      const row = await chooseAlternative(db, chat, c.req.valid('param').id, alternative);
      return answer(c, chat, row, [], await userBalance(db, chat.chat.userId));
    })
    .openapi(edit, async (c) => {
      const chat = await ownChat(c, db);
      const { text, editId } = c.req.valid('json');
      const { id } = c.req.valid('param');
      // Sent again after a lost answer: answered as it is now, not edited (or charged) twice.
      const repeat = await repeatedEdit(db, chat, id, editId);
      if (repeat) return answer(c, chat, repeat.message, repeat.replies, repeat.balance);
      const target = await editTarget(db, chat, id);
      // The same filter, the same way, as a sent message: refused when severe, else flagged.
      const verdict = checkMessage(text, chat);
      refuseBlocked(verdict, 'This edit was not saved');
      const outcome = await editMessage(db, jobs, chat, target, text, editId);
      await flagSentMessage(deps, chat, { created: true, message: outcome.message }, verdict);
      return answer(c, chat, outcome.message, outcome.replies, outcome.balance);
    })
    .openapi(goOn, async (c) => {
      const chat = await ownChat(c, db);
      const { reply, balance } = await continueReply(db, jobs, chat, c.req.valid('param').id);
      return answer(c, chat, reply, [reply], balance);
    });
}
