import { lazy, Suspense } from 'react';

const MemoryPanel = lazy(() =>
  import('./memory-panel').then((module) => ({ default: module.MemoryPanel })),
);

/** The panel's code loads when it is first opened: the pages that offer it stay light. */
export function LazyMemoryPanel(props: { avatarId: number; name: string; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <MemoryPanel {...props} />
    </Suspense>
  );
}
