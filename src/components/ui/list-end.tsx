import { useInView } from '@/lib/use-in-view';
import { useOnline } from '@/lib/use-online';
import { Button } from './button';
import { Spinner } from './spinner';

type ListEndProps = {
  fetched: boolean;
  fetching: boolean;
  error: boolean;
  /** There is more to load (the first page is in). */
  more: boolean;
  loadMore: () => void;
  retry: () => void;
  /** What the list holds, for "We could not load …" and "Loading …": later pages and the first. */
  what: { more: string; first: string };
  /** Said once everything is loaded; null for nothing. */
  end: string | null;
  /** Changes when a page arrives, so a sentinel still in view asks for the next one. */
  pageKey: unknown;
};

/**
 * The foot of an infinite list: coming within reach of it loads the next page; "Load more"
 * stays as the fallback, a failed page offers Retry (offline: says it will load once back online),
 * and the end of the list says so.
 */
export function ListEnd(props: ListEndProps) {
  const { fetched, fetching, error, more, loadMore, retry, what, end, pageKey } = props;
  const sentinel = useInView<HTMLDivElement>(() => {
    if (fetched && more && !error && !fetching) loadMore();
  }, pageKey);
  const online = useOnline();
  return (
    <div ref={sentinel} className="flex min-h-11 flex-col items-center gap-3">
      {error && !online ? (
        // Not a failure to retry: the query fetches again by itself when the connection returns.
        <p role="status" className="text-center text-muted">
          You&apos;re offline: {fetched ? what.more : what.first} will load when you&apos;re back
          online.
        </p>
      ) : error ? (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p className="text-muted">We could not load {fetched ? what.more : what.first}.</p>
          <Button onClick={retry}>Retry</Button>
        </div>
      ) : more ? (
        <Button variant="secondary" onClick={loadMore} disabled={fetching}>
          {fetching ? <Spinner label={`Loading ${what.more}`} /> : null}
          Load more
        </Button>
      ) : end ? (
        <p className="text-sm text-muted">{end}</p>
      ) : null}
    </div>
  );
}
