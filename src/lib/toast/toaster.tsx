import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '@/lib/store';
import { toast, type Toast } from './toast-store';

/** If the toasts' chunk cannot load (offline before the worker cached it), the words still show. */
function PlainToastItems({ items }: { items: Toast[] }) {
  return items.map((item) => (
    <li key={item.id} role="status" className="rounded-2xl bg-raised p-4 text-fg">
      {item.summary}
    </li>
  ));
}

// Most first visits show no toast: the toasts' markup loads with the first one (initial JS, issue 30).
const ToastItems = lazy(() => import('./toast-items').catch(() => ({ default: PlainToastItems })));

/**
 * Always mounted, top-right. `group` picks which toasts this container shows. The region is
 * there from the start so screen readers already know it when the first toast arrives.
 */
export function Toaster({ group }: { group?: string }) {
  const all = useStore(toast);
  const visible = useMemo(() => all.filter((t) => t.group === group), [all, group]);
  return (
    <section
      aria-label="Notifications"
      role="region"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:left-auto sm:w-full sm:max-w-sm"
    >
      <ol className="flex flex-col gap-2">
        {visible.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems items={visible} />
          </Suspense>
        )}
      </ol>
    </section>
  );
}
