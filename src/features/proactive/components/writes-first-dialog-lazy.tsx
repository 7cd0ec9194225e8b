import { lazy, Suspense } from 'react';

const WritesFirstDialog = lazy(() =>
  import('./writes-first-dialog').then((module) => ({ default: module.WritesFirstDialog })),
);

/** The dialog's code loads when it is first opened: the conversation stays light. */
export function LazyWritesFirstDialog(props: {
  chatHash: string;
  name: string;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <WritesFirstDialog {...props} />
    </Suspense>
  );
}
