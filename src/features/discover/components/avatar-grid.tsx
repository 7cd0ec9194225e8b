import type { AvatarOptions, AvatarSummary } from '@contract/avatars.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { PagedList } from '@/lib/paged-list';
import { useInView } from '@/lib/use-in-view';
import { ethnicityLabel } from '../model';
import { AvatarCard } from './avatar-card';

export const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5';

export function AvatarCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true">
      <Skeleton className="aspect-[4/5] w-full rounded-3xl" />
    </li>
  ));
}

type AvatarGridProps = {
  list: PagedList<AvatarSummary>;
  options: AvatarOptions | undefined;
  onReset: () => void;
};

export function AvatarGrid({ list, options, onReset }: AvatarGridProps) {
  const canLoadMore = list.fetched && !list.lastPage && !list.error;
  const sentinel = useInView<HTMLDivElement>(() => {
    if (canLoadMore && !list.fetching) list.loadMore();
  }, list.page);

  if (list.fetched && list.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line p-10 text-center">
        <p className="font-display text-xl">No Angels match these filters.</p>
        <Button variant="secondary" onClick={onReset}>
          Reset filters
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" aria-busy={list.fetching}>
      <ul aria-label="Angels" className={gridClass}>
        {list.items.map((avatar, index) => (
          <AvatarCard
            key={avatar.id}
            avatar={avatar}
            index={index}
            inDiscoverGrid
            ethnicity={ethnicityLabel(avatar.ethnicity, avatar.gender, options?.ethnicities)}
          />
        ))}
        {list.fetching && <AvatarCardSkeletons count={list.fetched ? 4 : 8} />}
      </ul>
      <div ref={sentinel} className="flex min-h-11 flex-col items-center gap-3">
        {list.error ? (
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <p className="text-muted">
              We could not load {list.fetched ? 'more Angels' : 'the Angels'}.
            </p>
            <Button onClick={list.retry}>Retry</Button>
          </div>
        ) : list.lastPage ? (
          <p className="text-sm text-muted">You've seen them all</p>
        ) : list.fetched ? (
          <Button variant="secondary" onClick={list.loadMore} disabled={list.fetching}>
            {list.fetching ? <Spinner label="Loading more Angels" /> : null}
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
