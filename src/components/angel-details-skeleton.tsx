// Apart from angel-details.tsx: route pendingComponents load eagerly, the details do not.
/** The shape of an Angel's page (discover, My Angels) while it loads. */
export function AngelDetailsSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-busy="true"
      className={`grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] ${className ?? ''}`}
    >
      <span className="sr-only" role="status">
        Loading Angel
      </span>
      <div
        aria-hidden="true"
        className="skeleton aspect-[4/5] w-full max-w-md rounded-3xl bg-raised"
      />
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="skeleton h-12 w-2/3 rounded-xl bg-raised" />
        <div className="skeleton h-6 w-1/2 rounded-xl bg-raised" />
        <div className="skeleton h-28 w-full rounded-3xl bg-raised" />
      </div>
    </div>
  );
}
