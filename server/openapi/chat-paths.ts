import {
  chatListSchema,
  chatSchema,
  createChatBodySchema,
  MESSAGE_PAGE_SIZE,
  messagePageSchema,
  messageSchema,
  REPLY_TOKEN_COST,
  replyResultSchema,
  sendMessageBodySchema,
  sendMessageResultSchema,
} from '../contract/chats.ts';
import { bad, bearer, suspended, unauthorized } from './account-paths.ts';
import { component, error, jsonBody, requestBody } from './helpers.ts';

/** Chat components; `ChatMessage` because `Message` is the auth routes' message for people. */
export const chatSchemas = {
  Chat: component(chatSchema),
  ChatList: component(chatListSchema),
  ChatMessage: component(messageSchema),
  MessagePage: component(messagePageSchema),
  CreateChatBody: component(createChatBodySchema, 'input'),
  SendMessageBody: component(sendMessageBodySchema, 'input'),
  SendMessageResult: component(sendMessageResultSchema),
  ReplyResult: component(replyResultSchema),
};

const hash = { name: 'chatHash', in: 'path', required: true, schema: { type: 'string' } };
const messageId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
};
const common = { '401': unauthorized, '403': suspended };
const missing = error('NOT_FOUND: no such chat, or not yours (the same answer either way)');
const ownerOnly = error('FORBIDDEN: an agent may read a chat but not write in it (or suspended)');
const noTokens = error(
  `INSUFFICIENT_TOKENS: each reply costs ${REPLY_TOKEN_COST}; meta {cost, balance}. Tokens page.`,
);
const regenerate = (summary: string, parameters: unknown[]) => ({
  post: {
    summary,
    security: bearer,
    parameters,
    responses: {
      '200': jsonBody('The reply, being written again (STREAMING), and the balance', 'ReplyResult'),
      ...common,
      '402': noTokens,
      '403': ownerOnly,
      '404': missing,
      '409': error('NOT_REGENERABLE (not the last reply) or REPLY_IN_PROGRESS'),
    },
  },
});

/** /api/chats: conversations, messages and streamed replies. */
export const chatPaths = {
  '/api/chats': {
    get: {
      summary: 'Your chats, newest activity first, with the last message and unread state',
      security: bearer,
      responses: { '200': jsonBody('The chats', 'ChatList'), ...common },
    },
    post: {
      summary: 'One avatar: find or create the one-to-one chat. Two to four: a new group',
      security: bearer,
      requestBody: requestBody('CreateChatBody'),
      responses: {
        '200': jsonBody('The existing one-to-one chat', 'Chat'),
        '201': jsonBody('The new chat', 'Chat'),
        '400': bad,
        ...common,
        '404': error('NOT_FOUND: an avatar id that does not exist'),
      },
    },
  },
  '/api/chats/{chatHash}': {
    get: {
      summary: 'One chat (its owner, or an agent)',
      security: bearer,
      parameters: [hash],
      responses: { '200': jsonBody('The chat', 'Chat'), ...common, '404': missing },
    },
  },
  '/api/chats/{chatHash}/read': {
    post: {
      summary: 'Mark the chat read (also done by reading its newest page)',
      security: bearer,
      parameters: [hash],
      responses: { '204': { description: 'Read' }, ...common, '403': ownerOnly, '404': missing },
    },
  },
  '/api/chats/{chatHash}/messages': {
    get: {
      summary: 'A page of history, newest first',
      security: bearer,
      parameters: [
        hash,
        { name: 'before', in: 'query', required: false, schema: { type: 'string' } },
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 200, default: MESSAGE_PAGE_SIZE },
        },
      ],
      responses: {
        '200': jsonBody('Messages, newest first; nextCursor pages further back', 'MessagePage'),
        '400': bad,
        ...common,
        '404': missing,
      },
    },
    post: {
      summary: 'Send a message (idempotent by its id) and start the replies',
      security: bearer,
      parameters: [hash],
      requestBody: requestBody('SendMessageBody'),
      responses: {
        '200': jsonBody(
          'A repeat of an earlier send: its message and replies',
          'SendMessageResult',
        ),
        '201': jsonBody('Sent; the replies are being written', 'SendMessageResult'),
        '400': bad,
        ...common,
        '402': noTokens,
        '403': ownerOnly,
        '404': missing,
        '409': error('MESSAGE_ID_TAKEN: the id belongs to another message'),
      },
    },
  },
  '/api/chats/{chatHash}/messages/{id}/stream': {
    get: {
      summary: 'Follow a reply as Server-Sent Events (delta, then done)',
      description:
        '`event: delta`, data {text}, id = reply length so far; send `Last-Event-ID` to resume ' +
        'after that many characters. `event: done`, data: the final ChatMessage; the stream ends. ' +
        'A finished reply answers with the missing text and done at once. Comments keep it alive.',
      security: bearer,
      parameters: [
        hash,
        messageId,
        { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': { description: 'The event stream', content: { 'text/event-stream': {} } },
        '400': error('BAD_REQUEST: Last-Event-ID is not a whole number'),
        ...common,
        '404': missing,
      },
    },
  },
  '/api/chats/{chatHash}/messages/{id}/stop': {
    post: {
      summary: 'Stop a reply; the text so far is kept (STOPPED) and stays paid',
      security: bearer,
      parameters: [hash, messageId],
      responses: {
        '200': jsonBody('The stopped (or already finished) reply and the balance', 'ReplyResult'),
        ...common,
        '403': ownerOnly,
        '404': missing,
      },
    },
  },
  '/api/chats/{chatHash}/messages/{id}/regenerate': regenerate(
    'Write this reply again; it must be the last message of the chat',
    [hash, messageId],
  ),
  '/api/chats/{chatHash}/regenerate': regenerate('Write the last reply of the chat again', [hash]),
};
