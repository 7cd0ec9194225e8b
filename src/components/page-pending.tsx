import { Spinner } from '@/components/ui/spinner';

/** Shown by the router when a loader takes longer than its pending threshold. */
export function PagePending() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner label="Loading page" />
    </div>
  );
}
