import { useAvatarOptions } from '../api/get-avatar-options';
import { useCatalogueFreshness } from '../api/catalogue-freshness';
import { useAvatars } from '../api/get-avatars';
import { DISCOVER_DEFAULTS, type DiscoverSearch } from '../model';
import { AvatarGrid } from './avatar-grid';
import { DiscoverFilters } from './discover-filters';
import { FiltersSheet } from './filters-sheet';
import { DiscoverSearchNote } from './search-note';

type DiscoverPageProps = {
  search: DiscoverSearch;
  /** A change to the filters, applied to the latest ones (see DiscoverFilters' onChange). */
  onSearchChange: (change: (current: DiscoverSearch) => DiscoverSearch) => void;
};

export function DiscoverPage({ search, onSearchChange }: DiscoverPageProps) {
  const list = useAvatars(search);
  useCatalogueFreshness();
  const { data: options } = useAvatarOptions();
  const reset = () => onSearchChange(() => DISCOVER_DEFAULTS);
  const empty = list.fetched && list.items.length === 0;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-display text-4xl font-semibold md:text-5xl">Discover</h1>
          <p className="mt-1 text-muted">Find an Angel who feels like your kind of company.</p>
        </div>
        <p aria-live="polite" className="text-sm font-medium text-gold">
          {list.total !== undefined && `${list.total} ${list.total === 1 ? 'Angel' : 'Angels'}`}
        </p>
      </header>
      <DiscoverSearchNote search={search} />
      {/* Phones get the filters folded into a sheet, so the first cards show above the fold. */}
      <FiltersSheet search={search} options={options} onChange={onSearchChange} onReset={reset} />
      <div className="hidden sm:block">
        <DiscoverFilters
          search={search}
          options={options}
          onChange={onSearchChange}
          onReset={reset}
          // The empty state carries its own reset; one "Reset filters" button at a time.
          showReset={!empty}
        />
      </div>
      <AvatarGrid list={list} options={options} onReset={reset} />
    </div>
  );
}
