import { useId } from 'react';
import type { AvatarOptions, Ethnicity, Gender } from '@contract/avatars.ts';
import { ETHNICITIES } from '@contract/avatar-filters.ts';
import { Button } from '@/components/ui/button';
import { ethnicityLabel, type DiscoverSearch } from '../model';
import { AgeInput } from './age-input';

const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

const chip =
  'flex min-h-11 shrink-0 whitespace-nowrap cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-muted transition-colors hover:border-accent/60 hover:text-fg has-checked:border-accent has-checked:bg-accent/15 has-checked:text-fg';

// Real, visible inputs (not sr-only): the control itself takes the click and shows its state.
const mark =
  'size-4 shrink-0 cursor-pointer appearance-none border-2 border-muted checked:border-accent checked:bg-accent checked:shadow-[inset_0_0_0_2px_var(--color-surface)]';

type DiscoverFiltersProps = {
  search: DiscoverSearch;
  options: AvatarOptions | undefined;
  /**
   * Takes a change to the filters, made on the latest ones: a second control used before the
   * first one's navigation has settled builds on it instead of on what was rendered.
   */
  onChange: (change: (current: DiscoverSearch) => DiscoverSearch) => void;
  onReset: () => void;
  showReset: boolean;
  /** `sheet`: inside the phone's filter sheet (no card frame, chips wrap; see FiltersSheet). */
  layout?: 'panel' | 'sheet';
};

/** Controls mirror the URL: they render from `search` and every change goes through `onChange`. */
export function DiscoverFilters({
  search,
  options,
  onChange,
  onReset,
  showReset,
  layout = 'panel',
}: DiscoverFiltersProps) {
  // Panel and sheet are both mounted while the sheet is open: one radio group each.
  const genderGroup = useId();
  const sheet = layout === 'sheet';
  const syncKey = JSON.stringify(search);
  const toggleEthnicity = (value: Ethnicity, checked: boolean) =>
    onChange((current) => {
      const chosen = new Set(current.ethnicity);
      if (checked) chosen.add(value);
      else chosen.delete(value);
      // Keep a stable order so equal filters produce equal URLs and cache keys.
      return { ...current, ethnicity: ETHNICITIES.filter((e) => chosen.has(e)) };
    });

  return (
    <div
      className={
        sheet
          ? 'flex flex-col gap-5'
          : 'relative flex flex-col gap-5 overflow-hidden rounded-3xl border border-line/80 bg-surface/70 p-4 sm:p-5'
      }
    >
      <div className="flex flex-wrap items-end gap-x-8 gap-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-fg">Gender</legend>
          <div className="flex gap-2">
            {GENDER_OPTIONS.map(({ value, label }) => (
              <label key={value} className={chip}>
                <input
                  type="radio"
                  name={genderGroup}
                  value={value}
                  checked={search.gender === value}
                  onChange={() => onChange((current) => ({ ...current, gender: value }))}
                  className={`${mark} rounded-full`}
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
            onApply={(minAge) => onChange((current) => ({ ...current, minAge }))}
            syncKey={syncKey}
          />
          <AgeInput
            label="Maximum age"
            value={search.maxAge}
            otherBound={search.minAge}
            onApply={(maxAge) => onChange((current) => ({ ...current, maxAge }))}
            syncKey={syncKey}
          />
        </div>
        {showReset && (
          <Button
            variant="ghost"
            onClick={onReset}
            className="absolute top-2 right-2 px-3 sm:top-3 sm:right-3"
          >
            Reset filters
          </Button>
        )}
      </div>
      {/* min-w-0: a fieldset otherwise grows to fit its chips and defeats the scroller. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-fg">Ethnicity</legend>
        {/* One swipeable row on phones keeps the grid above the fold; wraps from sm up. */}
        <div
          className={
            sheet
              ? 'flex flex-wrap gap-2'
              : '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0'
          }
        >
          {ETHNICITIES.map((value) => (
            <label key={value} className={chip}>
              <input
                type="checkbox"
                value={value}
                checked={search.ethnicity.includes(value)}
                onChange={(event) => toggleEthnicity(value, event.target.checked)}
                className={`${mark} rounded-[5px]`}
              />
              {ethnicityLabel(value, search.gender, options?.ethnicities)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
