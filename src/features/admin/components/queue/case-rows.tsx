import type { CaseSummary } from '@contract/moderation.ts';
import { ListEnd } from '@/components/ui/list-end';
import type { useCases } from '@/features/admin/api/get-cases';
import { CaseRow } from './case-row';

type CaseRowsProps = {
  /** The paged cases query (the queue's, or the agent's own). */
  cases: ReturnType<typeof useCases>;
  /** Its pages without the duplicates a list shifting under live updates brings. */
  items: CaseSummary[];
  me: string;
  label: string;
  what: { more: string; first: string };
};

/** A page-by-page list of cases, each a row with its claim, loading more as it is reached. */
export function CaseRows({ cases, items, me, label, what }: CaseRowsProps) {
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-2">
        {items.map((item) => (
          <CaseRow key={item.id} item={item} me={me} />
        ))}
      </ul>
      <ListEnd
        fetched
        fetching={cases.isFetchingNextPage}
        error={cases.isFetchNextPageError}
        more={cases.hasNextPage}
        loadMore={() => void cases.fetchNextPage()}
        retry={() => void cases.fetchNextPage()}
        what={what}
        end={null}
        pageKey={cases.data.pages.length}
      />
    </>
  );
}
