import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MODERATION_ERROR_CODES } from '@contract/constants.ts';
import { ApiRequestError } from '@/lib/api-client';
import { openAuthDialog } from '@/lib/auth/dialog-controller';
import { sessionStore } from '@/lib/auth/session-store';
import { refreshUser } from '@/lib/auth/user-refresh';
import { createMyAngel, updateMyAngel } from '../api/my-angel';
import { showSavedAngel } from '../api/saved-angel-cache';
import {
  changedSinceSent,
  createAttempt,
  draftErrors,
  fieldOfIssue,
  toAngelDraft,
  type CreatorDraft,
  type FieldErrors,
} from '../model';

export type SaveProblem =
  | { kind: 'fields'; errors: FieldErrors }
  | { kind: 'tokens'; missing: number | null; message: string }
  | { kind: 'other'; message: string };

type SaveDeps = {
  draft: CreatorDraft;
  editId: number | null;
  textMax: number;
  cost: number;
  change: (update: (draft: CreatorDraft) => CreatorDraft) => void;
  flush: () => Promise<void>;
  finish: () => Promise<void>;
  /** Field problems: the creator shows them and opens the step of the first. */
  onFieldErrors: (errors: FieldErrors) => void;
};

function problemOf(error: unknown, cost: number): SaveProblem {
  if (!(error instanceof ApiRequestError))
    return { kind: 'other', message: 'Something went wrong. Please try again.' };
  if (error.status === 402) {
    // The server's balance, not the session's: tokens spent in another tab or device since
    // the session last heard would make the shortfall wrong.
    const meta = error.details.meta ?? {};
    const balance = typeof meta.balance === 'number' ? meta.balance : undefined;
    const price = typeof meta.cost === 'number' ? meta.cost : cost;
    if (balance !== undefined) sessionStore.mergeUser({ tokens: balance });
    const missing = balance === undefined ? null : Math.max(1, price - balance);
    return { kind: 'tokens', missing, message: error.message };
  }
  if (error.status === 400 && error.details.issues?.length) {
    const errors: FieldErrors = {};
    for (const issue of error.details.issues) errors[fieldOfIssue(issue.path)] ??= issue.message;
    return { kind: 'fields', errors };
  }
  // The filter names the field it refused: the message goes there, the text stays as typed.
  const field = error.details.meta?.field;
  if (error.code === MODERATION_ERROR_CODES.contentBlocked && typeof field === 'string') {
    return { kind: 'fields', errors: { [field]: error.message } };
  }
  return { kind: 'other', message: error.message };
}

/** Create (or, editing, save) the Angel: checks first, asks a visitor to log in, then sends. */
export function useSaveAngel(deps: SaveDeps) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const report = (next: SaveProblem) => {
    setProblem(next);
    if (next.kind === 'fields') deps.onFieldErrors(next.errors);
  };

  async function save() {
    const { draft, editId } = deps;
    setProblem(null);
    const errors = draftErrors(draft, deps.textMax);
    if (Object.keys(errors).length > 0) return report({ kind: 'fields', errors });
    const userId = sessionStore.getSnapshot().user?.id;
    // A visitor logs in (or registers) first; the draft stays, and pressing Create again
    // spends, now with the balance in view.
    if (!userId) return void (await openAuthDialog('register'));
    // One id per attempt, saved with what it first sent before sending: a retry after a lost
    // answer charges once, and gets the Angel made from that first body.
    const { requestId, sent } = createAttempt(draft);
    if (!draft.requestId) deps.change((latest) => ({ ...latest, requestId, sent }));
    setPending(true);
    try {
      await deps.flush();
      const body = toAngelDraft(draft);
      let angel =
        editId === null ? await createMyAngel(requestId, body) : await updateMyAngel(editId, body);
      // A replay of an earlier body: the edits made since follow (editing is free).
      if (editId === null && changedSinceSent(sent, draft)) {
        angel = await updateMyAngel(angel.id, body);
      }
      await deps.finish();
      if (editId === null) void refreshUser({ fresh: true });
      showSavedAngel(queryClient, angel);
      await navigate({ to: '/avatars/ai/$id', params: { id: String(angel.id) } });
    } catch (error) {
      // Refused for good: the next attempt is a new one. Unanswered: retry with the same id.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        deps.change((latest) => ({ ...latest, requestId: null, sent: null }));
      }
      report(problemOf(error, deps.cost));
    } finally {
      setPending(false);
    }
  }

  return { save, pending, problem };
}
