import type { CaseDetail, ModeratedUser } from '@contract/moderation.ts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SuspendDialog } from '../sanctions/suspend-dialog';
import { WarnDialog } from '../sanctions/warn-dialog';
import { ResolveDialog, type Resolution } from './resolve-dialog';

type CaseActionsProps = {
  openCase: CaseDetail | null;
  /** The user's standing (for the ladder); undefined while it loads. */
  user: ModeratedUser | undefined;
  /** Why the agent may not act, or null. */
  lockedReason: string | null;
};

type Open = 'warn' | 'suspend' | Resolution | null;

/** Dismiss, warn, suspend, resolve: each confirms in its own dialog. */
export function CaseActions({ openCase, user, lockedReason }: CaseActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const reasonId = useId();
  const sanctionable = user !== undefined && !user.isAgent;
  const off = lockedReason !== null;
  const described = off ? reasonId : undefined;
  const caseId = openCase?.id;
  return (
    <div className="flex flex-col gap-2">
      {lockedReason && (
        <p id={reasonId} className="rounded-xl border border-line bg-raised p-3 text-sm">
          {lockedReason}
        </p>
      )}
      <div role="group" aria-label="Case actions" className="flex flex-wrap gap-2">
        {openCase && (
          <Button
            variant="secondary"
            disabled={off}
            aria-describedby={described}
            onClick={() => setOpen('dismissed')}
          >
            Dismiss
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={off || !sanctionable}
          aria-describedby={described}
          onClick={() => setOpen('warn')}
        >
          Warn
        </Button>
        <Button
          variant="secondary"
          disabled={off || !sanctionable}
          aria-describedby={described}
          onClick={() => setOpen('suspend')}
        >
          Suspend
        </Button>
        {openCase && (
          <Button disabled={off} aria-describedby={described} onClick={() => setOpen('actioned')}>
            Resolve
          </Button>
        )}
      </div>
      {user?.isAgent && (
        <p className="text-sm text-muted">Agents cannot be sanctioned from the console.</p>
      )}
      {user && (
        <>
          <WarnDialog
            open={open === 'warn'}
            user={user}
            caseId={caseId}
            onClose={() => setOpen(null)}
          />
          <SuspendDialog
            open={open === 'suspend'}
            user={user}
            caseId={caseId}
            onClose={() => setOpen(null)}
          />
        </>
      )}
      {openCase && (
        <ResolveDialog
          caseId={openCase.id}
          resolution={open === 'dismissed' || open === 'actioned' ? open : null}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
