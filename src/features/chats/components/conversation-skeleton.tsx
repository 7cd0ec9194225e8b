import { Skeleton } from '@/components/ui/skeleton';
import { useFullScreenOnPhone } from '@/lib/full-screen';

export function ConversationSkeleton() {
  useFullScreenOnPhone();
  return (
    <div
      aria-busy="true"
      aria-label="Loading the conversation"
      className="flex flex-col gap-4 px-3 pt-[calc(env(safe-area-inset-top)+0.5rem)] md:p-0"
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="h-7 w-48" />
      </div>
      {['w-3/5', 'w-2/5 self-end', 'w-2/3', 'w-1/2 self-end'].map((layout) => (
        <Skeleton key={layout} className={`h-14 ${layout}`} />
      ))}
    </div>
  );
}
