import { CHAT_ERROR_CODES, REPLY_TOKEN_COST } from '../contract/chats.ts';
import { HttpError } from '../http/errors.ts';

const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

/** 402 with what it costs and what the user has, pointing to the Tokens page. */
export function insufficientTokens(replies: number, balance: number): HttpError {
  const cost = replies * REPLY_TOKEN_COST;
  const what = replies === 1 ? 'a reply costs' : `${replies} replies cost`;
  return new HttpError(402, {
    code: CHAT_ERROR_CODES.insufficientTokens,
    message: `Not enough tokens: ${what} ${tokens(cost)} and you have ${balance}. Get more on the Tokens page.`,
    meta: { cost, balance },
  });
}
