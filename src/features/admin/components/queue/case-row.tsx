import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { CaseSummary } from '@contract/moderation.ts';
import { CASE_STATUS_LABELS, exactTime } from '@/features/admin/model';
import { CaseLink } from '../case-link';
import { ClaimControl } from '../claim-control';
import { SeverityBadge } from '../severity-badge';
import { WaitingTime } from '../waiting-time';
import { Button } from '@/components/ui/button';
import { DeletedAccountCase, isDeletedAccount } from './deleted-account-case';

/** One case in the queue: how bad, whose, what, how long it has waited, and who has it. */
export function CaseRow({ item, me }: { item: CaseSummary; me: string }) {
  const navigate = useNavigate();
  const deleted = isDeletedAccount(item);
  // A deleted account's case has nowhere to go: it opens here, below its line.
  const [expanded, setExpanded] = useState(false);
  const subject = deleted
    ? 'Account deleted'
    : item.chatHash
      ? `Chat with ${item.avatarNames.join(', ') || 'an Angel'}`
      : 'Avatar name';
  return (
    <li
      data-case={item.id}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-line/70 bg-surface p-4 lg:grid-cols-[6rem_minmax(0,16rem)_minmax(0,1fr)_9rem_15rem] lg:items-center"
    >
      <div className="flex flex-col items-start gap-1">
        <SeverityBadge severity={item.severity} />
        <span className="text-xs text-muted">{item.source === 'report' ? 'Report' : 'Filter'}</span>
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold" title={item.user.email}>
          {item.user.email}
        </p>
        <p className="truncate text-sm text-muted">{subject}</p>
      </div>
      <p className="col-span-2 line-clamp-2 text-sm break-words lg:col-span-1">
        <span className="sr-only">Flagged: </span>
        {item.preview || '—'}
        {item.flagCount > 1 && (
          <span className="ml-2 text-xs whitespace-nowrap text-muted">{item.flagCount} flags</span>
        )}
      </p>
      <p className="text-sm whitespace-nowrap">
        {item.status === 'resolved' && item.resolvedAt ? (
          <span title={exactTime(item.resolvedAt)}>
            {CASE_STATUS_LABELS.resolved}
            {item.resolution ? ` · ${item.resolution}` : ''}
          </span>
        ) : (
          <>
            <span className="text-muted">Waiting </span>
            <WaitingTime since={item.waitingSince} />
          </>
        )}
      </p>
      <div className="flex flex-wrap items-start justify-end gap-2 max-lg:col-span-2 max-lg:justify-start">
        <ClaimControl
          item={item}
          me={me}
          label={`case of ${item.user.email}`}
          onClaimed={() => {
            if (deleted) return setExpanded(true);
            void (item.chatHash
              ? navigate({
                  to: '/admin/chats/manage/{-$chatHash}',
                  params: { chatHash: item.chatHash },
                })
              : navigate({ to: '/admin/violations/{-$userId}', params: { userId: item.user.id } }));
          }}
        />
        {deleted ? (
          <Button
            variant="ghost"
            className="px-3"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Close' : 'Open'} case of ${item.user.email}`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Close' : 'Open'}
          </Button>
        ) : (
          <CaseLink item={item}>Open</CaseLink>
        )}
      </div>
      {deleted && expanded && <DeletedAccountCase item={item} />}
    </li>
  );
}
