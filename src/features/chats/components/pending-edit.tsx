import { Button } from '@/components/ui/button';
import type { PendingEdit } from '../model';

const small = 'min-h-11 px-3 text-xs';

const waiting = {
  queued: 'Edit waiting — saves when you are back online',
  sending: 'Saving your edit…',
} as const;

/**
 * Under a message whose edit waits in the outbox: that it waits, or (refused) why, with Retry
 * and Discard. Discarding shows the message's words as the server has them again; the new
 * words stay on screen until then, so nothing the user wrote is lost.
 */
export function PendingEditMark({
  edit,
  retry,
  discard,
}: {
  edit: PendingEdit;
  retry: (id: string) => void;
  discard: (id: string) => void;
}) {
  if (edit.state !== 'failed') {
    return (
      <span data-edit-state={edit.state} className="text-xs text-muted">
        {waiting[edit.state]}
      </span>
    );
  }
  return (
    <span data-edit-state="failed" role="alert" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-danger">
        Your edit was not saved: {edit.error ?? 'the server refused it.'}
      </span>
      <Button variant="secondary" className={small} onClick={() => retry(edit.id)}>
        Retry<span className="sr-only"> the edit</span>
      </Button>
      <Button variant="ghost" className={small} onClick={() => discard(edit.id)}>
        Discard<span className="sr-only"> the edit</span>
      </Button>
    </span>
  );
}
