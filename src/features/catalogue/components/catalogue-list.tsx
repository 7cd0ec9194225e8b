import { useState } from 'react';
import type { CataloguePage } from '@contract/catalogue.ts';
import type { CatalogueStatus } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button';
import type { CatalogueSearch } from '../model';
import { SelectField } from './fields';

const STATUS_OPTIONS: { value: CatalogueStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        published ? 'border border-gold text-gold' : 'border border-line text-muted'
      }`}
    >
      {published ? 'Published' : 'Unpublished'}
    </span>
  );
}

/** The catalogue, paged: a search by name, published or not, and the page's Angels. */
export function CatalogueList({
  search,
  page,
  selectedId,
  onSearch,
  onSelect,
}: {
  search: CatalogueSearch;
  page: CataloguePage | undefined;
  selectedId: number | undefined;
  onSearch: (next: Partial<CatalogueSearch>) => void;
  onSelect: (id: number) => void;
}) {
  const [q, setQ] = useState(search.q);
  return (
    <section aria-labelledby="catalogue-list-title" className="flex flex-col gap-3">
      <h2 id="catalogue-list-title" className="sr-only">
        Catalogue Angels
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({ q: q.trim(), page: 1 });
        }}
      >
        <label className="flex min-w-48 flex-1 flex-col gap-1.5 text-sm font-medium text-fg">
          Search by name
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="min-h-11 rounded-xl border border-line bg-raised px-3 text-fg outline-none focus-visible:border-accent"
          />
        </label>
        <Button type="submit" variant="secondary" className="min-h-11 px-4">
          Search
        </Button>
        <div className="min-w-40">
          <SelectField
            label="Show"
            value={search.status}
            options={STATUS_OPTIONS}
            onValueChange={(status) => onSearch({ status: status as CatalogueStatus, page: 1 })}
          />
        </div>
      </form>
      {page && (
        <p className="text-sm text-muted" aria-live="polite">
          {page.total === 1 ? '1 Angel' : `${page.total} Angels`}
        </p>
      )}
      <ul className="flex flex-col gap-1">
        {page?.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onSelect(item.id)}
              aria-current={item.id === selectedId ? 'true' : undefined}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-raised aria-[current=true]:bg-raised aria-[current=true]:ring-2 aria-[current=true]:ring-accent"
            >
              <img
                src={item.imageUrl}
                alt=""
                width={40}
                height={50}
                className="h-12 w-10 rounded-lg"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-fg">{item.name}</span>
                <span className="block truncate text-xs text-muted">{item.tagline}</span>
              </span>
              <PublishedBadge published={item.published} />
            </button>
          </li>
        ))}
      </ul>
      {page && (page.page > 1 || !page.lastPage) && (
        <nav aria-label="Catalogue pages" className="flex items-center gap-2">
          <Button
            variant="secondary"
            className="min-h-11 px-4"
            disabled={page.firstPage}
            onClick={() => onSearch({ page: page.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm text-muted">Page {page.page}</span>
          <Button
            variant="secondary"
            className="min-h-11 px-4"
            disabled={page.lastPage}
            onClick={() => onSearch({ page: page.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
