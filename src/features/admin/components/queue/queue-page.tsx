import { Suspense } from 'react';
import { useSession } from '@/lib/auth/session-store';
import { useCases } from '@/features/admin/api/get-cases';
import { uniqueById } from '@/features/admin/model';
import type { QueueSearch } from '@/features/admin/search';
import { CaseRows } from './case-rows';
import { ListErrorBoundary } from '../list-error-boundary';
import { QueueFilters } from './queue-filters';
import { QueueSkeleton } from './queue-skeleton';

const EMPTY: Record<QueueSearch['filter'], string> = {
  new: 'No new cases. Nothing is waiting for an agent.',
  mine: 'You have no claimed cases. Claim one from New or All open.',
  open: 'No open cases. The queue is clear.',
  resolved: 'No resolved cases yet.',
};

function CaseList({ search }: { search: QueueSearch }) {
  const me = useSession().user?.id ?? '';
  const cases = useCases(search);
  const items = uniqueById(cases.data.pages);
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">
        {EMPTY[search.filter]}
      </p>
    );
  }
  return (
    <CaseRows
      cases={cases}
      items={items}
      me={me}
      label="Cases"
      what={{ more: 'more cases', first: 'the cases' }}
    />
  );
}

type QueuePageProps = { search: QueueSearch; onSearchChange: (next: QueueSearch) => void };

/** Open cases, most severe first and then the longest waiting; new ones arrive live. */
export function QueuePage({ search, onSearchChange }: QueuePageProps) {
  return (
    <section aria-labelledby="queue-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="queue-title" className="font-display text-3xl font-semibold">
            Queue
          </h1>
          <p className="text-sm text-muted">Most severe first, then the longest waiting.</p>
        </div>
        <QueueFilters search={search} onChange={onSearchChange} />
      </div>
      <ListErrorBoundary what="the cases" resetKey={JSON.stringify(search)}>
        <Suspense fallback={<QueueSkeleton />}>
          <CaseList search={search} />
        </Suspense>
      </ListErrorBoundary>
    </section>
  );
}
