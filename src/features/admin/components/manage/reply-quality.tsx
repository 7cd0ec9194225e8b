import type { ChatAvatar } from '@contract/chats.ts';
import { REPLY_RATING_REASON_LABELS } from '@contract/rating-reasons.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReplyQuality } from '@/features/admin/api/get-reply-quality';

/** The reasons shown per Angel: the most given ones; the rest add little beside a case. */
const TOP_REASONS = 3;

/**
 * How users rate the replies of this chat's Angels, all users together (counts only: no one's
 * rating or note), so an agent can tell a one-off from an Angel that often goes wrong.
 */
export function ReplyQualityPanel({ angels }: { angels: ChatAvatar[] }) {
  const results = useReplyQuality(angels.map((angel) => angel.id));
  return (
    <ul className="flex flex-col gap-3">
      {angels.map((angel, index) => {
        const result = results[index];
        return (
          <li key={angel.id} data-reply-quality={angel.id} className="flex flex-col gap-1 text-sm">
            <p className="font-semibold">{angel.name}</p>
            {!result || result.isPending ? (
              <div aria-busy="true">
                <span className="sr-only">Loading {angel.name}’s reply quality</span>
                <Skeleton className="h-5 w-2/3" />
              </div>
            ) : result.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-2">
                <span>Could not load it: {result.error.message}</span>
                <Button variant="secondary" onClick={() => void result.refetch()}>
                  Retry
                </Button>
              </div>
            ) : (
              <>
                <p>
                  <span className="font-semibold">{result.data.up}</span> thumbs up ·{' '}
                  <span className="font-semibold">{result.data.down}</span> thumbs down
                </p>
                {result.data.reasons.length > 0 ? (
                  <p className="text-muted">
                    Most given:{' '}
                    {result.data.reasons
                      .slice(0, TOP_REASONS)
                      .map(
                        ({ reason, count }) => `${REPLY_RATING_REASON_LABELS[reason]} (${count})`,
                      )
                      .join(', ')}
                  </p>
                ) : (
                  <p className="text-muted">No reasons given yet.</p>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
