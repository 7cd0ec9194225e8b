import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePending } from '@/components/page-pending';
import {
  canRecoverFromChunkFailure,
  isChunkLoadError,
  recoverFromChunkFailure,
} from '@/lib/pwa/chunk-recovery';
import { LazyErrorView } from './lazy-views';

/**
 * The router's default error view. A route whose code could not be loaded (a stale chunk after
 * a deploy) reloads the page once instead of showing an error; if that already happened moments
 * ago, or the browser is offline, the ordinary error view explains and offers a retry.
 */
export function RouteErrorView(props: ErrorComponentProps) {
  const recovering = isChunkLoadError(props.error) && canRecoverFromChunkFailure();
  useEffect(() => {
    if (recovering) recoverFromChunkFailure();
  }, [recovering]);
  return recovering ? <PagePending /> : <LazyErrorView {...props} />;
}
