import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { useSession } from '@/lib/auth/session-store';
import { useCreatorDraft } from '../hooks/use-creator-draft';
import { useResumeStep } from '../hooks/use-resume-step';
import type { StepId } from '../steps';
import { CreatorForm } from './creator-form';
import { DraftNotice } from './draft-notice';

type AngelCreatorProps = {
  /** The step asked for in the URL; none reopens the step the draft was left at. */
  step: StepId | undefined;
  /** Editing one of the user's Angels; null creates a new one. */
  editId: number | null;
  onStep: (step: StepId) => void;
  /** The step reopened, for the URL (replacing the address without one). */
  onResume: (step: StepId) => void;
};

export function AngelCreator({ step: asked, editId, onStep, onResume }: AngelCreatorProps) {
  const userId = useSession().user?.id ?? null;
  const slot = { userId, editId: userId ? editId : null };
  const kept = useCreatorDraft(slot);
  const step = useResumeStep(slot, kept.opened?.draft ?? null, asked, onResume);
  const title =
    editId === null ? 'Create an Angel' : `Edit ${kept.opened?.angel?.name ?? 'your Angel'}`;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 py-6">
      <h1 className="font-display text-3xl font-semibold md:text-4xl">{title}</h1>
      <DraftNotice
        notice={kept.opened?.notice ?? null}
        hasAside={!!kept.opened?.aside}
        onSwap={kept.swapAside}
        onDrop={kept.dropAside}
      />
      {editId !== null && !userId ? (
        <div className="flex flex-col items-start gap-3">
          <p>Log in to edit your Angel.</p>
          <Button onClick={() => showAuthDialog('login')}>Log in</Button>
        </div>
      ) : kept.error ? (
        <LoadFailure error={kept.error} />
      ) : kept.opened && step ? (
        <CreatorForm
          key={`${userId}:${editId}`}
          draft={kept.opened.draft}
          keeper={kept}
          editId={editId}
          step={step}
          onStep={onStep}
        />
      ) : (
        <div aria-busy="true" aria-label="Opening your draft" className="flex flex-col gap-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}

function LoadFailure({ error }: { error: unknown }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>
        {missing
          ? 'No Angel with this id, or it is not yours.'
          : 'Your Angel could not be opened. Check your connection and try again.'}
      </p>
      <Link to="/avatars/ai/create" search={{}} className={buttonClasses('secondary')}>
        Create a new Angel instead
      </Link>
    </div>
  );
}
