import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { AngelCreator } from '@/features/angel-creator/components/angel-creator';
import { isStepId, type StepId } from '@/features/angel-creator/steps';

type CreatorSearch = { step: StepId; edit?: number };

/** A malformed step or id falls back to the start of a new Angel, never an error page. */
function parseCreatorSearch(raw: Record<string, unknown>): CreatorSearch {
  const step = isStepId(raw.step) ? raw.step : 'basics';
  const edit = Number(raw.edit);
  return Number.isSafeInteger(edit) && edit > 0 ? { step, edit } : { step };
}

// No guard: a visitor builds a whole Angel and logs in only to create it.
export const Route = createFileRoute('/avatars/ai/create')({
  validateSearch: (raw: Partial<CreatorSearch> & SearchSchemaInput) =>
    parseCreatorSearch(raw as Record<string, unknown>),
  search: { middlewares: [stripSearchParams({ step: 'basics' as StepId })] },
  component: CreatorRoute,
});

function CreatorRoute() {
  const { step, edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AngelCreator
      step={step}
      editId={edit ?? null}
      // Focus and scroll follow in the creator, once the step has rendered.
      onStep={(next) => void navigate({ search: (prev) => ({ ...prev, step: next }) })}
    />
  );
}
