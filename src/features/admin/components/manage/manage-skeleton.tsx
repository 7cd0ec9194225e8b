/** A chat (or My cases) loading. Its own module: the route's pending view stays small. */
export function ManageSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <span className="sr-only">Loading the chat</span>
      <div className="skeleton h-[60dvh] rounded-2xl bg-raised" aria-hidden="true" />
      <div className="skeleton h-80 rounded-2xl bg-raised" aria-hidden="true" />
    </div>
  );
}
