import { ownChat } from '../chats/access.ts';
import type { ChatDeps } from '../chats/chat-deps.ts';
import type { ReportReason, Severity } from '../contract/constants.ts';
import { reportBodySchema, reportResultSchema } from '../contract/moderation.ts';
import { findMessage } from '../db/queries/messages.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { ACCOUNT_BODY_LIMIT } from '../http/request-rules.ts';
import { assertQuota, quotaReachedResponse } from '../http/quotas.ts';
import { openCaseFlagCount, openReportCount, raiseFlag } from '../moderation/cases.ts';
import { QUOTAS } from '../contract/quotas.ts';
import { chatParams } from './chat-shared.ts';

/** How urgent a report is from its reason alone; a report never blocks anything. */
const REASON_SEVERITY = {
  'minor-safety': 'high',
  'self-harm': 'high',
  harassment: 'medium',
  hate: 'medium',
  'sexual-content': 'medium',
  spam: 'low',
  // A garbled or senseless reply: a quality problem for the team, no danger to anyone.
  nonsense: 'low',
  other: 'low',
} as const satisfies Record<ReportReason, Severity>;

export const WHOLE_CHAT_EXCERPT = 'The whole chat was reported.';

/**
 * /api/chats/:chatHash/reports: the owner reports a reply, or the whole chat, to the agents.
 * The report becomes a flag on the chat's unresolved case (one per chat), opening it if none.
 */
export function chatReportRoutes(deps: ChatDeps) {
  const { db, live } = deps;
  const endpoint = endpoints(deps);
  const report = endpoint({
    method: 'post',
    path: '/{chatHash}/reports',
    access: 'user',
    writeLimit: 'report',
    // A reason, a short note and an id.
    bodyLimit: ACCOUNT_BODY_LIMIT,
    summary: 'Report a reply (messageId) or the whole chat to the moderators',
    request: { params: chatParams, body: jsonBody(reportBodySchema) },
    responses: {
      201: json('Received; an agent will look at it', reportResultSchema),
      404: apiError('NOT_FOUND: no such chat (or not yours), or no such message in it.'),
      409: quotaReachedResponse,
    },
  });
  return apiRouter<AuthEnv>().openapi(report, async (c) => {
    const { chat } = await ownChat(c, db);
    const body = c.req.valid('json');
    const me = c.var.user;
    assertQuota(
      'openReports',
      await openReportCount(db, me.id),
      `You have ${QUOTAS.openReports} reports waiting for a moderator. You can report again once they have looked at them.`,
    );
    assertQuota(
      'flagsPerCase',
      await openCaseFlagCount(db, { userId: chat.userId, chatId: chat.id }),
      'This chat is already waiting for a moderator, with plenty for them to look at. Thank you.',
    );
    const message = body.messageId ? await findMessage(db, body.messageId) : undefined;
    if (body.messageId && message?.chatId !== chat.id) {
      throw notFound('This chat has no such message.');
    }
    await raiseFlag(db, live, {
      source: 'report',
      subject: 'message',
      chatId: chat.id,
      userId: chat.userId,
      severity: REASON_SEVERITY[body.reason],
      messageId: message?.id ?? null,
      excerpt: message ? message.text : WHOLE_CHAT_EXCERPT,
      reason: body.reason,
      note: body.note || null,
      reporterId: me.id,
    });
    return c.json({ received: true as const }, 201);
  });
}
