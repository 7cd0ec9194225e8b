import { Skeleton } from '@/components/ui/skeleton';

/** The queue loading. Its own module: the route's pending view, kept out of the page's chunk. */
export function QueueSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">Loading cases</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}
