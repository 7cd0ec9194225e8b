import type { Message } from '@contract/chats.ts';
import { shortTime } from '../model';

/**
 * A message moderation removed keeps its place in the conversation, as words (not an icon), so
 * the exchange around it still reads in order; its text is gone and nothing can be done with it.
 */
export function RemovedMessage({ message, authorName }: { message: Message; authorName: string }) {
  const mine = message.avatarId === null;
  return (
    <div
      data-author={mine ? 'you' : authorName}
      data-removed
      data-opening={(!mine && message.replyTo === null) || undefined}
      className={`flex flex-col gap-1 ${mine ? 'items-end pl-10' : 'items-start pr-10 pl-10'}`}
    >
      {!mine && <p className="text-xs font-semibold text-muted">{authorName}</p>}
      <p className="rounded-3xl border border-dashed border-line px-4 py-2.5 text-muted italic">
        Removed by moderation
      </p>
      <p className="text-xs text-muted">{shortTime(message.createdAt)}</p>
    </div>
  );
}
