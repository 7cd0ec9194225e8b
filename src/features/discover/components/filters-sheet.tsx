import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { activeFilterCount } from '../model';
import { DiscoverFilters } from './discover-filters';

type FiltersSheetProps = Omit<ComponentProps<typeof DiscoverFilters>, 'layout' | 'showReset'>;

/**
 * Below `sm` the filters would fill a phone's first screen, so they fold into one "Filters (N)"
 * button that opens them in a bottom sheet. The controls are the panel's own and apply at once
 * (through the URL, as on larger screens); "Show results" only closes the sheet.
 */
export function FiltersSheet({ search, options, onChange, onReset }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(search);
  const label = count > 0 ? `Filters (${count})` : 'Filters';

  return (
    <div className="sm:hidden">
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="w-full"
      >
        {label}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        // A bottom sheet: full width, flush with the bottom edge, thumb's reach for its buttons.
        className="mb-0 max-h-[85dvh]! w-full! max-w-none rounded-b-none pb-[env(safe-area-inset-bottom)]"
      >
        <DiscoverFilters
          search={search}
          options={options}
          onChange={onChange}
          onReset={onReset}
          showReset={false}
          layout="sheet"
        />
        <div className="sticky -bottom-6 -mx-6 mt-6 -mb-6 flex gap-3 border-t border-line bg-surface px-6 py-4">
          <Button variant="ghost" onClick={onReset} disabled={count === 0} className="flex-1">
            Clear all
          </Button>
          <Button onClick={() => setOpen(false)} className="flex-1">
            Show results
          </Button>
        </div>
      </Modal>
    </div>
  );
}
