import type { Message } from '@contract/chats.ts';
import { REPLY_RATING_REASON_LABELS, type ReplyRatingValue } from '@contract/rating-reasons.ts';
import type { RateReplyBody } from '@contract/ratings.ts';
import { useOnline } from '@/lib/use-online';
import { openRatingDialog } from '../ratings/rating-dialog-store';
import { queueRating, usePendingRating } from '../ratings/rating-queue';

const thumb = (down: boolean) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={down ? 'rotate-180' : undefined}
  >
    <path d="M7 10v11H4V10h3Zm0 0 4-8a2.5 2.5 0 0 1 2.5 2.5V8h5.2a2 2 0 0 1 2 2.4l-1.6 8A2 2 0 0 1 17.1 20H7" />
  </svg>
);

const control =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-xs font-semibold text-muted transition-colors hover:bg-raised hover:text-fg';
const pressedClass = 'aria-pressed:bg-accent/15 aria-pressed:text-accent';

/** What the explain button says: the reason given, or an invitation to give one. */
function explainLabel(rating: RateReplyBody): string {
  if (rating.value === 'down') {
    return rating.reason ? REPLY_RATING_REASON_LABELS[rating.reason] : 'Add a reason';
  }
  return rating.note ? 'Your note' : 'Add a note';
}

/**
 * Thumbs up or down under a finished reply. The user's choice stays on the reply; tapping it
 * again takes it back, the other thumb changes it. A thumbs down asks why (optional; the
 * dialog lives outside the list). Changes go through the rating queue, so they show at once
 * and reach the server when it can be reached.
 */
export function ReplyRating({ message, name }: { message: Message; name: string }) {
  const online = useOnline();
  // The version on screen now: a rating queued offline is sent for it, whatever is shown then.
  const alternative = message.alternative ?? 0;
  const pending = usePendingRating(message.id, alternative);
  const shown = pending ? pending.rating : (message.rating ?? null);
  const about = `${name}'s reply`;
  const target = { chatHash: message.chatHash, messageId: message.id, alternative };
  const set = (rating: RateReplyBody | null) => void queueRating({ ...target, rating });
  const explain = (rating: RateReplyBody) => openRatingDialog({ ...target, about, rating });
  const toggle = (value: ReplyRatingValue) => {
    if (shown?.value === value) return set(null);
    const next: RateReplyBody = { value, reason: null, note: shown?.note ?? null };
    set(next);
    if (value === 'down') explain(next);
  };
  return (
    <span
      role="group"
      aria-label={`Rate ${about}`}
      data-rating={shown?.value ?? 'none'}
      className="inline-flex flex-wrap items-center gap-1"
    >
      <button
        type="button"
        className={`${control} ${pressedClass}`}
        aria-pressed={shown?.value === 'up'}
        aria-label="Good reply"
        onClick={() => toggle('up')}
      >
        {thumb(false)}
      </button>
      <button
        type="button"
        className={`${control} ${pressedClass}`}
        aria-pressed={shown?.value === 'down'}
        aria-label="Bad reply"
        onClick={() => toggle('down')}
      >
        {thumb(true)}
      </button>
      {shown && (
        <button
          type="button"
          className={`${control} px-3`}
          aria-haspopup="dialog"
          aria-label={`${explainLabel(shown)}: why you rated ${about} ${shown.value === 'up' ? 'good' : 'bad'}`}
          onClick={() => explain(shown)}
        >
          {explainLabel(shown)}
        </button>
      )}
      {pending && (
        <span data-rating-pending className="text-xs text-muted">
          {online ? 'Saving…' : 'Saved on this device — sent when you are back online'}
        </span>
      )}
    </span>
  );
}
