import { useMinuteClock } from '../hooks/use-now';
import { exactTime, formatWaiting } from '../model';

/** "12 min", refreshed each minute; the exact time on hover and for assistive tech. */
export function WaitingTime({ since }: { since: string }) {
  const now = useMinuteClock();
  const exact = exactTime(since);
  return (
    <time dateTime={since} title={`Waiting since ${exact}`} className="tabular-nums">
      {formatWaiting(since, now)}
      <span className="sr-only"> (since {exact})</span>
    </time>
  );
}
