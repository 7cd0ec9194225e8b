import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AngelCreator } from '@/features/angel-creator/components/angel-creator';
import { isStepId, type StepId } from '@/features/angel-creator/steps';

/**
 * No step (or a malformed one) reopens the step the draft was left at; the creator then puts it
 * in the URL, so every step the user saw, the first one too, is an entry of the history.
 */
type CreatorSearch = { step?: StepId; edit?: number };

/** A malformed step or id is left out (a new Angel, where it was left), never an error page. */
function parseCreatorSearch(raw: Record<string, unknown>): CreatorSearch {
  const search: CreatorSearch = {};
  if (isStepId(raw.step)) search.step = raw.step;
  const edit = Number(raw.edit);
  if (Number.isSafeInteger(edit) && edit > 0) search.edit = edit;
  return search;
}

// No guard: a visitor builds a whole Angel and logs in only to create it.
export const Route = createFileRoute('/avatars/ai/create')({
  validateSearch: (raw: Partial<CreatorSearch> & SearchSchemaInput) =>
    parseCreatorSearch(raw as Record<string, unknown>),
  component: CreatorRoute,
});

function CreatorRoute() {
  const { step, edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Focus and scroll follow in the creator, once the step has rendered.
  const onStep = useCallback(
    (next: StepId) => void navigate({ search: (prev) => ({ ...prev, step: next }) }),
    [navigate],
  );
  const onResume = useCallback(
    (next: StepId) => void navigate({ search: (prev) => ({ ...prev, step: next }), replace: true }),
    [navigate],
  );
  return <AngelCreator step={step} editId={edit ?? null} onStep={onStep} onResume={onResume} />;
}
