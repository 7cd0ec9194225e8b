import type { AvatarOptions, AvatarSummary } from '@contract/avatars.ts';
import { Button } from '@/components/ui/button';
import { ListEnd } from '@/components/ui/list-end';
import { Skeleton } from '@/components/ui/skeleton';
import type { PagedList } from '@/lib/paged-list';
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
  if (list.fetched && list.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line p-10 text-center">
        <p className="font-display text-xl font-semibold">No Angels match these filters.</p>
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
      <ListEnd
        fetched={list.fetched}
        fetching={list.fetching}
        error={list.error}
        more={list.fetched && !list.lastPage}
        loadMore={list.loadMore}
        retry={list.retry}
        what={{ more: 'more Angels', first: 'the Angels' }}
        end={list.lastPage ? "You've seen them all" : null}
        pageKey={list.page}
      />
    </div>
  );
}
