import { REPORT_REASON_LABELS } from '@contract/constants.ts';
import type { TranscriptMessage } from '@contract/moderation.ts';
import { memo } from 'react';
import { exactTime } from '@/features/admin/model';
import { FlaggedText } from '../flagged-text';
import { ReplyPrompt } from './reply-prompt';
import { TranscriptVersions } from './transcript-versions';

type TranscriptRowProps = {
  message: TranscriptMessage;
  /** The user's email, or the Angel's name. */
  author: string;
  /** Null when hiding is not possible (already hidden, or the case is someone else's). */
  onHide: ((message: TranscriptMessage) => void) | null;
  /** Given: an Angel's reply offers the prompt behind it (rebuilt). */
  chatHash?: string;
};

/**
 * One message as agents read it: the original text with flagged spans marked, the reports
 * made on it, whether it is hidden from the user and by whom, and who wrote an agent's reply.
 */
export const TranscriptRow = memo(function TranscriptRow({
  message,
  author,
  onHide,
  chatHash,
}: TranscriptRowProps) {
  const fromUser = message.avatarId === null;
  const { hidden, writtenBy, reports } = message;
  return (
    <article
      data-message={message.id}
      aria-label={`${author}, ${exactTime(message.createdAt)}`}
      className={`flex flex-col gap-1 ${fromUser ? 'items-end pl-8' : 'items-start pr-8'}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="font-semibold">{author}</span>
        <time dateTime={message.createdAt}>{exactTime(message.createdAt)}</time>
        {message.status === 'FAILED' && <span>Failed</span>}
        {message.status === 'STOPPED' && <span>Stopped</span>}
        {/* Gone from the user's chat, kept here as what was really said (a case's evidence). */}
        {message.deletedByUser && (
          <span data-user-deleted className="font-semibold text-fg">
            Deleted by the user
          </span>
        )}
        {message.rewound && (
          <span data-rewound className="font-semibold text-fg">
            Rewound by the user (kept in a branch)
          </span>
        )}
        {onHide && !hidden && message.text !== '' && (
          <button
            type="button"
            onClick={() => onHide(message)}
            aria-label={`Hide message of ${author} from ${exactTime(message.createdAt)}`}
            // A 44 px target that does not make the line taller.
            className="-my-3 min-h-11 rounded-full px-3 font-semibold text-muted underline-offset-4 hover:text-fg hover:underline"
          >
            Hide
          </button>
        )}
      </p>
      <p
        data-text
        className={`max-w-[44rem] rounded-2xl px-4 py-2.5 break-words whitespace-pre-wrap ${
          fromUser ? 'rounded-br-md bg-accent/20' : 'rounded-tl-md border border-line/70 bg-surface'
        } ${hidden ? 'line-through decoration-2 opacity-80' : ''}`}
      >
        <FlaggedText text={message.text} spans={message.spans} />
      </p>
      <TranscriptVersions message={message} />
      {chatHash && !fromUser && !writtenBy && (
        <ReplyPrompt chatHash={chatHash} messageId={message.id} />
      )}
      {(reports.length > 0 || hidden || writtenBy) && (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {reports.map((report, i) => (
            <span
              key={i}
              title={report.note ? `Note: ${report.note}` : undefined}
              className="rounded-full bg-gold/15 px-2 py-0.5 font-semibold text-gold ring-1 ring-gold/40"
            >
              Reported: {REPORT_REASON_LABELS[report.reason]}
              {report.note && <span className="font-normal"> — “{report.note}”</span>}
            </span>
          ))}
          {hidden && (
            <span
              data-hidden-note
              className="rounded-full bg-raised px-2 py-0.5 font-semibold text-fg ring-1 ring-line"
            >
              Hidden from the user{hidden.by ? ` by ${hidden.by.email}` : ''}: {hidden.reason}
            </span>
          )}
          {writtenBy && (
            <span className="rounded-full bg-raised px-2 py-0.5 text-muted ring-1 ring-line">
              Written by {writtenBy.email}
            </span>
          )}
        </div>
      )}
    </article>
  );
});
