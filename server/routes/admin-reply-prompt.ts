/**
 * GET /api/admin/chats/{chatHash}/messages/{id}/prompt: the request a model would receive for
 * an Angel's reply, so an agent reviewing a bad reply can see what produced it. It is rebuilt
 * from the chat as stored now (the messages before the reply, the Angel's card, the user's
 * description, what memory recalls today), not recorded when the reply was written: the
 * answer says so (`rebuilt: true`). Agents only, like the transcript, and read like it
 * (a transcript view is recorded).
 */
import { z } from 'zod';
import { replyRequest } from '../chats/reply-request.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { findMessage } from '../db/queries/messages.ts';
import { DEFAULT_LLM_SETTINGS } from '../engines/reply/llm-settings.ts';
import { requestBody } from '../engines/reply/openai-engine.ts';
import { buildPrompt } from '../engines/reply/prompt/build.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { openCaseId } from '../moderation/chat-case.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { isUuid } from '../contract/ids.ts';
import { recordTranscriptView } from '../moderation/transcript.ts';
import { replyParams } from './chat-shared.ts';

const rebuiltPromptSchema = z.object({
  rebuilt: z.literal(true),
  /** Which engine writes this server's replies now: the body is a model's request either way. */
  engine: z.enum(['openai-compatible', 'built-in']),
  body: z.record(z.string(), z.unknown()),
  budget: z.number().int(),
  used: z.number().int(),
  cut: z.array(z.string()),
});

export function adminReplyPromptRoutes(deps: ModerationDeps) {
  const { db, config } = deps;
  const prompt = endpoints(deps)({
    method: 'get',
    path: '/{chatHash}/messages/{id}/prompt',
    access: 'agent',
    readLimit: 'care',
    summary: "The model prompt behind an Angel's reply, rebuilt from the stored chat (audited)",
    request: { params: replyParams },
    responses: {
      200: json('The request body, rebuilt', rebuiltPromptSchema),
      404: apiError("NOT_FOUND: no such chat, or no Angel's reply of it with this id."),
    },
  });
  return apiRouter<AuthEnv>().openapi(prompt, async (c) => {
    const { chatHash, id } = c.req.valid('param');
    const found = await findChatByHash(db, chatHash);
    // A reply id is a uuid: anything else names no reply (404), and never reaches SQL.
    const message = found && isUuid(id) ? await findMessage(db, id) : undefined;
    if (!found || !message || message.chatId !== found.chat.id || message.avatarId === null) {
      throw notFound("No Angel's reply with this id in this chat.");
    }
    await recordTranscriptView(db, c.var.user, found.chat, await openCaseId(db, found.chat.id));
    const settings = config.llm ?? DEFAULT_LLM_SETTINGS;
    // Its own text is what the model wrote: the prompt is what came before it.
    const request = await replyRequest(
      db,
      { ...message, text: '' },
      new AbortController().signal,
      settings.contextTokens - settings.maxTokens,
    );
    const built = buildPrompt(request, { settings });
    const body = requestBody(
      config.llm?.model ?? '(no model configured)',
      settings,
      request,
      built,
    );
    return c.json(
      {
        rebuilt: true as const,
        engine: config.llm ? ('openai-compatible' as const) : ('built-in' as const),
        body,
        budget: built.report.budget,
        used: built.report.used,
        cut: built.report.cut,
      },
      200,
    );
  });
}
