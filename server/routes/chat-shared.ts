import { z } from 'zod';
import { REPLY_TOKEN_COST } from '../contract/chats.ts';
import { apiError } from '../http/endpoint.ts';

/** Path parameters of the chat endpoints; access.ts checks the hash before any lookup. */
export const chatParams = z.object({ chatHash: z.string() });
export const replyParams = chatParams.extend({ id: z.string().describe('The reply (a uuid)') });

/** The answers several chat endpoints share. */
export const chatErrors = {
  missing: apiError('NOT_FOUND: no such chat, or not yours (the same answer either way).'),
  noTokens: apiError(
    `INSUFFICIENT_TOKENS: each reply costs ${REPLY_TOKEN_COST}; meta {cost, balance}.`,
  ),
};
