import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { useOnline, useRetryWhenOnline } from '@/lib/use-online';

type BoundaryProps = {
  /** What could not load, for "We could not load …". */
  what: string;
  /** A change (a new filter) clears the error and loads again. */
  resetKey: unknown;
  onReset: () => void;
  children: ReactNode;
};

type BoundaryState = { error: unknown; resetKey: unknown };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // Another filter is another list: the failed one's error says nothing about it.
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Back on a list that failed earlier: it loads again rather than rethrowing the old error.
    if (previous.resetKey !== this.props.resetKey) this.props.onReset();
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ListError error={error} what={this.props.what} retry={this.retry} />;
  }
}

function ListError({ error, what, retry }: { error: unknown; what: string; retry: () => void }) {
  const online = useOnline();
  useRetryWhenOnline(retry);
  const offline = !online || (error instanceof ApiRequestError && error.status === 0);
  const detail = offline
    ? "You're offline. It will load as soon as you're back online."
    : error instanceof Error && error.message
      ? error.message
      : 'Something went wrong.';
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center"
    >
      <p>We could not load {what}.</p>
      <p className="text-sm text-muted">{detail}</p>
      <Button onClick={retry}>Try again</Button>
    </div>
  );
}

/**
 * A list that failed to load shows its error and "Try again" in place, so the page around it
 * (the filters, the heading) stays usable; the route's error view is for the page itself.
 */
export function ListErrorBoundary(props: Omit<BoundaryProps, 'onReset'>) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <Boundary {...props} onReset={reset} />}
    </QueryErrorResetBoundary>
  );
}
