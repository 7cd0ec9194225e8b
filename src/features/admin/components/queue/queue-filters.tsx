import { SEVERITIES, SEVERITY_LABELS, type Severity } from '@contract/constants.ts';
import { useId } from 'react';
import type { CaseFilter } from '@contract/moderation.ts';
import { QUEUE_FILTERS, type QueueSearch } from '@/features/admin/search';

/** Here, not beside the search parsing: the route tree (every first load) carries that file. */
const QUEUE_FILTER_LABELS: Record<CaseFilter, string> = {
  new: 'New',
  mine: 'Mine',
  open: 'All open',
  resolved: 'Resolved',
};

type QueueFiltersProps = { search: QueueSearch; onChange: (next: QueueSearch) => void };

const pill =
  'flex min-h-11 cursor-pointer items-center rounded-full border border-line px-4 text-sm font-semibold text-muted peer-checked:border-accent peer-checked:bg-accent peer-checked:text-on-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:text-fg peer-checked:hover:text-on-accent';

/** Which cases (native radios: arrow keys move between them) and how severe. */
export function QueueFilters({ search, onChange }: QueueFiltersProps) {
  const name = useId();
  const severityId = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Show</legend>
        <div className="flex flex-wrap gap-2">
          {QUEUE_FILTERS.map((filter) => (
            <label key={filter}>
              <input
                type="radio"
                name={name}
                value={filter}
                checked={search.filter === filter}
                onChange={() => onChange({ ...search, filter })}
                className="peer sr-only"
              />
              <span className={pill}>{QUEUE_FILTER_LABELS[filter]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={severityId} className="text-sm font-medium">
          Severity
        </label>
        <select
          id={severityId}
          value={search.severity ?? ''}
          onChange={(event) => {
            const severity = SEVERITIES.find((value) => value === event.target.value);
            onChange(severity ? { ...search, severity } : { filter: search.filter });
          }}
          className="min-h-11 rounded-xl border border-line bg-raised px-3 text-fg outline-none focus-visible:border-accent"
        >
          <option value="">All severities</option>
          {[...SEVERITIES].reverse().map((severity: Severity) => (
            <option key={severity} value={severity}>
              {SEVERITY_LABELS[severity]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
