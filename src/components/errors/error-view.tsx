import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

/** The router's default error view: say what happened, offer the next step. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message =
    error instanceof Error && error.message
      ? error.message
      : 'An unexpected problem stopped this page from loading.';
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="text-muted">{message}</p>
      <Button
        onClick={() => {
          reset();
          // Re-run loaders so a transient failure (network, server restart) can recover.
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </section>
  );
}
