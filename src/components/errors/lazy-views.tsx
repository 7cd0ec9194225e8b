/**
 * The error, not-found and configuration views load the first time one is shown: a first visit
 * rarely needs them, and every first load carried them (issue 30). If their chunk cannot load
 * either (offline before it was ever cached, or a deploy removed it), the same words still
 * show, plainly: an error must never end as a blank page.
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { PagePending } from '@/components/page-pending';

function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Plain: ComponentType<P>,
): ComponentType<P> {
  const Loaded = lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: Plain }),
    ),
  );
  return function LazyView(props: P) {
    return (
      <Suspense fallback={<PagePending />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

type NotFoundProps = { title?: string; message?: string };

export const LazyNotFoundView = lazyView<NotFoundProps>(
  () => import('./not-found-view').then((m) => m.NotFoundView),
  ({ title = 'Page not found' }) => (
    <p role="alert" className="py-16 text-center">
      {title}
    </p>
  ),
);

export const LazyErrorView = lazyView<ErrorComponentProps>(
  () => import('./error-view').then((m) => m.ErrorView),
  ({ error }) => (
    <p role="alert" className="py-16 text-center">
      {error instanceof Error && error.message ? error.message : 'Something went wrong.'}
    </p>
  ),
);

export const LazyConfigErrorView = lazyView<object>(
  () => import('./config-error-view').then((m) => m.ConfigErrorView),
  () => (
    <p role="alert" className="p-6 text-center">
      Domain missing configuration.
    </p>
  ),
);
