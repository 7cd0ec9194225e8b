import type { AvatarSummary } from '@contract/avatars.ts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAvatarChoices } from '../api/get-avatar-choices';

type AvatarPickerProps = {
  /** Single: choosing one calls onChoose at once. Multiple: toggles, up to `max`. */
  multiple: boolean;
  selected: number[];
  onToggle: (avatar: AvatarSummary) => void;
  max?: number;
};

const card =
  'relative flex w-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-2 text-sm font-medium hover:border-accent/60 aria-pressed:border-accent aria-pressed:bg-accent/15 disabled:opacity-50';

/** A searchable grid of the catalogue's Angels; for groups, the user's own ones first. */
export function AvatarPicker({ multiple, selected, onToggle, max = Infinity }: AvatarPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const choices = useAvatarChoices({ withOwn: multiple });
  const needle = query.trim().toLowerCase();
  const shown = (choices.data ?? []).filter((a) => a.name.toLowerCase().includes(needle));
  const full = selected.length >= max;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        Search Angels by name
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="min-h-11 rounded-xl border border-line bg-raised px-3 text-fg outline-none focus-visible:border-accent"
      />
      {choices.isError && (
        <div role="alert" className="flex items-center gap-3">
          <span className="text-muted">We could not load the Angels.</span>
          <Button variant="secondary" onClick={() => void choices.refetch()}>
            Retry
          </Button>
        </div>
      )}
      <ul
        aria-label="Angels to choose from"
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
      >
        {choices.isPending &&
          Array.from({ length: 12 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton className="aspect-square" />
            </li>
          ))}
        {shown.map((avatar) => {
          const isSelected = selected.includes(avatar.id);
          return (
            <li key={avatar.id}>
              <button
                type="button"
                className={card}
                aria-pressed={multiple ? isSelected : undefined}
                disabled={multiple && full && !isSelected}
                onClick={() => onToggle(avatar)}
              >
                <img
                  src={avatar.imageUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl bg-raised object-cover object-top"
                />
                {avatar.name}
                {avatar.own && (
                  <span className="absolute top-3 left-3 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">
                    Yours
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {choices.isSuccess && shown.length === 0 && (
        <p className="text-muted">No Angel by that name.</p>
      )}
    </div>
  );
}
