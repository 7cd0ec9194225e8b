import type { AvatarOptions, Ethnicity, Gender } from '@contract/avatars.ts';
import { ETHNICITIES } from '@/lib/contract-constants';
import { Button } from '@/components/ui/button';
import { ethnicityLabel, type DiscoverSearch } from '../model';
import { AgeInput } from './age-input';

const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

const chip =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-muted transition-colors hover:border-accent/60 hover:text-fg has-checked:border-accent has-checked:bg-accent/15 has-checked:text-fg has-focus-visible:outline-3 has-focus-visible:outline-gold';

type DiscoverFiltersProps = {
  search: DiscoverSearch;
  options: AvatarOptions | undefined;
  onChange: (next: DiscoverSearch) => void;
  onReset: () => void;
  showReset: boolean;
};

/** Controls mirror the URL: they render from `search` and every change goes through `onChange`. */
export function DiscoverFilters({
  search,
  options,
  onChange,
  onReset,
  showReset,
}: DiscoverFiltersProps) {
  const toggleEthnicity = (value: Ethnicity, checked: boolean) => {
    const chosen = new Set(search.ethnicity);
    if (checked) chosen.add(value);
    else chosen.delete(value);
    // Keep a stable order so equal filters produce equal URLs and cache keys.
    onChange({ ...search, ethnicity: ETHNICITIES.filter((e) => chosen.has(e)) });
  };

  return (
    <div className="flex flex-col gap-5 rounded-3xl border border-line/80 bg-surface/70 p-4 sm:p-5">
      <div className="flex flex-wrap items-end gap-x-8 gap-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-fg">Gender</legend>
          <div className="flex gap-2">
            {GENDER_OPTIONS.map(({ value, label }) => (
              <label key={value} className={chip}>
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={search.gender === value}
                  onChange={() => onChange({ ...search, gender: value })}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex gap-3">
          <AgeInput
            label="Minimum age"
            value={search.minAge}
            otherBound={search.maxAge}
            onApply={(minAge) => onChange({ ...search, minAge })}
          />
          <AgeInput
            label="Maximum age"
            value={search.maxAge}
            otherBound={search.minAge}
            onApply={(maxAge) => onChange({ ...search, maxAge })}
          />
        </div>
        {showReset && (
          <Button variant="ghost" onClick={onReset} className="ml-auto">
            Reset filters
          </Button>
        )}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">Ethnicity</legend>
        <div className="flex flex-wrap gap-2">
          {ETHNICITIES.map((value) => (
            <label key={value} className={chip}>
              <input
                type="checkbox"
                value={value}
                checked={search.ethnicity.includes(value)}
                onChange={(event) => toggleEthnicity(value, event.target.checked)}
                className="sr-only"
              />
              {ethnicityLabel(value, options?.ethnicities)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
