import { canDictate } from '../dictation';
import { useDictation } from '../hooks/use-dictation';

type DictationButtonProps = {
  /** Adds recognized words after what the field holds. */
  append: (words: string) => void;
  /** Changes each time a message is sent: listening stops. */
  sends: number;
};

/**
 * The composer's microphone, beside Send: pressed while it listens (tap again or Esc to stop).
 * What is being heard shows under the field; errors say what happened in words. Drawn inside a
 * wrapping row: the lines under it take the row's full width. Absent without recognition.
 */
export function DictationButton(props: DictationButtonProps) {
  if (!canDictate()) return null;
  return <Dictation {...props} />;
}

function Dictation({ append, sends }: DictationButtonProps) {
  const { listening, interim, error, start, stop } = useDictation(append, sends);
  return (
    <>
      <button
        type="button"
        aria-label="Dictate"
        aria-pressed={listening}
        onClick={listening ? stop : start}
        className={`grid size-11 shrink-0 place-items-center rounded-full border transition-colors ${
          listening
            ? 'border-accent bg-accent text-on-accent motion-safe:animate-pulse'
            : 'border-line bg-raised text-fg hover:border-accent/60'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
        </svg>
      </button>
      <p role="status" className="sr-only">
        {listening ? 'Listening. Press Escape to stop.' : ''}
      </p>
      {listening && (
        <p data-dictation-heard className="order-last basis-full text-sm text-muted">
          Listening…{interim ? ` ${interim}` : ''}
        </p>
      )}
      {error && (
        <p role="alert" className="order-last basis-full text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
