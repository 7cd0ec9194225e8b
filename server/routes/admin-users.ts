import {
  agentNoteSchema,
  noteBodySchema,
  userHistorySchema,
  userSearchQuerySchema,
  userSearchSchema,
} from '../contract/moderation.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { ADMIN_BODY_LIMIT } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import { addNote } from '../moderation/notes.ts';
import { isUuid } from '../contract/ids.ts';
import { noSuchUser } from '../moderation/target.ts';
import { userHistory } from '../moderation/user-history.ts';
import { searchUsers } from '../moderation/user-search.ts';
import { refreshWarningCounter } from '../moderation/warning-counter.ts';
import { adminSanctionRoutes } from './admin-users-sanctions.ts';
import { noUser, userParams } from './admin-users-shared.ts';
import { USER_SEARCH_MAX } from '../moderation/user-search.ts';

/** /api/admin/users: finding a user, their moderation history, notes and sanctions (agents). */
export function adminUserRoutes(deps: ModerationDeps) {
  const { db } = deps;
  const endpoint = endpoints(deps);
  const search = endpoint({
    method: 'get',
    path: '/',
    access: 'agent',
    readLimit: 'care',
    maxItems: USER_SEARCH_MAX,
    summary: 'Users whose email contains the text (case-insensitive, at most 20)',
    request: { query: userSearchQuerySchema },
    responses: { 200: json('The users, by email', userSearchSchema) },
  });
  const history = endpoint({
    method: 'get',
    path: '/{id}/history',
    access: 'agent',
    readLimit: 'care',
    summary: "A user's standing, violations, cases, reports and the agents' notes",
    request: { params: userParams },
    responses: { 200: json('The history', userHistorySchema), 404: noUser },
  });
  const note = endpoint({
    method: 'post',
    path: '/{id}/notes',
    access: 'agent',
    writeLimit: 'agent',
    bodyLimit: ADMIN_BODY_LIMIT,
    summary: 'Add a private note about a user (agents only read it)',
    request: { params: userParams, body: jsonBody(noteBodySchema) },
    responses: { 201: json('The note', agentNoteSchema), 404: noUser },
  });
  return apiRouter<AuthEnv>()
    .openapi(search, async (c) => {
      const items = await searchUsers(db, c.req.valid('query').email);
      return c.json({ items }, 200);
    })
    .openapi(history, async (c) => {
      const { id } = c.req.valid('param');
      // Violations may have expired since the counter was last written.
      const user = isUuid(id) ? await refreshWarningCounter(db, id) : undefined;
      if (!user) throw noSuchUser();
      return c.json(await userHistory(db, user), 200);
    })
    .openapi(note, async (c) => {
      const me = c.var.user;
      const row = await addNote(db, {
        actor: me,
        userId: c.req.valid('param').id,
        text: c.req.valid('json').text,
      });
      const author = { id: me.id, email: me.email };
      return c.json(
        { id: row.id, author, text: row.text, createdAt: row.createdAt.toISOString() },
        201,
      );
    })
    .route('/', adminSanctionRoutes(deps));
}
