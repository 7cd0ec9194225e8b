import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { useOnline, useRetryWhenOnline } from '@/lib/use-online';

/** No answer at all: offline, or the network dropped the request. */
function isNetworkFailure(error: unknown, online: boolean): boolean {
  return !online || (error instanceof ApiRequestError && error.status === 0);
}

/**
 * The router's default error view: say what happened, offer the next step. A page that could
 * not load for want of a network says so, and loads by itself when the connection returns.
 */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  const retry = useCallback(() => {
    reset();
    // Re-run loaders so a transient failure (network, server restart) can recover.
    void router.invalidate();
  }, [reset, router]);
  useRetryWhenOnline(retry);

  const offline = isNetworkFailure(error, online);
  const message = offline
    ? "This page hasn't been saved for offline use yet. It will load as soon as you're back online."
    : error instanceof Error && error.message
      ? error.message
      : 'An unexpected problem stopped this page from loading.';
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="font-display text-3xl font-semibold">
        {offline ? "You're offline" : 'Something went wrong'}
      </h1>
      <p className="text-muted">{message}</p>
      <Button onClick={retry}>Try again</Button>
    </section>
  );
}
