import { Skeleton } from '@/components/ui/skeleton';

/** A history loading. Its own module: the route's pending view stays small. */
export function ViolationsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
