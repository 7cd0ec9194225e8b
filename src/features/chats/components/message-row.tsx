import { memo, type ReactNode } from 'react';
import type { ChatAvatar, Message } from '@contract/chats.ts';
import { CHAT_ERROR_CODES } from '@contract/constants.ts';
import { RoleplayText } from '@/components/roleplay/roleplay-text';
import { Button } from '@/components/ui/button';
import { shortTime, type ConversationRow } from '../model';
import { openReport } from '../report/report-store';
import { useLiveReply } from '../stream/reply-store';
import { MessageMenu } from './message-menu';
import { PendingEditMark } from './pending-edit';
import { RemovedMessage } from './removed-message';
import { ReplyRating } from './reply-rating';
import { MyMessageSteering, ReplySteering } from './steer-controls';
import { TokensLink } from './tokens-link';
import { TypingDots } from './typing-dots';

export type RowActions = {
  retry: (id: string) => void;
  discard: (id: string) => void;
  stop: (id: string) => void;
  regenerate: () => void;
};

/** What can be steered (issue 29), decided by the list: see alternatives.ts. */
export type RowSteering = {
  /** An Angel's reply of the chat's latest turn: its version can be chosen. */
  latest: boolean;
  /** The chat's last message: it can go on. */
  last: boolean;
  /** The user's last message: theirs to edit. */
  lastMine: boolean;
};

type MessageRowProps = {
  row: ConversationRow;
  author: ChatAvatar | undefined;
  /** The chat's last reply: the one Regenerate rewrites. */
  isLastReply: boolean;
  actions: RowActions;
  /** What the page adds under a finished reply (the memory mark): the route composes it. */
  replyExtra?: ((message: Message) => ReactNode) | undefined;
  steer?: RowSteering;
};

const small = 'min-h-11 px-3 text-xs';

function UserMessage({ row, actions, steer }: Pick<MessageRowProps, 'row' | 'actions' | 'steer'>) {
  const { message, delivery, error, errorCode } = row;
  const label = {
    queued: 'Queued — sends when you are back online',
    sending: 'Sending…',
    sent: 'Sent',
    failed: 'Not sent',
  }[delivery ?? 'sent'];
  return (
    <div data-author="you" className="flex flex-col items-end gap-1 pl-10">
      <p
        data-text
        className="max-w-[42rem] rounded-3xl rounded-br-md bg-accent/20 px-4 py-2.5 break-words whitespace-pre-wrap text-fg"
      >
        <RoleplayText text={message.text} />
      </p>
      <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-muted">
        <span>{shortTime(message.createdAt)}</span>
        <span data-delivery={delivery}>{label}</span>
      </p>
      <MessageMenu row={row} about="your message" />
      {row.edit && (
        <PendingEditMark edit={row.edit} retry={actions.retry} discard={actions.discard} />
      )}
      {delivery === 'sent' && (message.edited || steer?.lastMine) && (
        <div className="flex flex-wrap items-center justify-end gap-2 text-xs text-muted">
          <MyMessageSteering message={message} editable={steer?.lastMine ?? false} />
        </div>
      )}
      {delivery === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-2 text-sm">
          <span className="text-danger">{error ?? 'The message was refused.'}</span>
          {errorCode === CHAT_ERROR_CODES.insufficientTokens && <TokensLink />}
          <Button variant="secondary" className={small} onClick={() => actions.retry(message.id)}>
            Retry
          </Button>
          <Button variant="ghost" className={small} onClick={() => actions.discard(message.id)}>
            Discard
          </Button>
        </div>
      )}
    </div>
  );
}

function AvatarMessage({ row, author, isLastReply, actions, replyExtra, steer }: MessageRowProps) {
  const { message } = row;
  const live = useLiveReply(message.id);
  const text = live?.text ?? message.text;
  const writing =
    live !== undefined || message.status === 'STREAMING' || message.status === 'QUEUED';
  const name = author?.name ?? 'Angel';
  return (
    <div
      data-author={name}
      data-status={writing ? 'WRITING' : message.status}
      // The chat's opening greeting answers nothing (tests tell it from replies).
      data-opening={message.replyTo === null || undefined}
      className="flex items-start gap-2 pr-10"
    >
      <img
        src={author?.imageUrl}
        alt=""
        width={32}
        height={32}
        className="mt-5 size-8 shrink-0 rounded-full bg-raised object-cover object-top"
      />
      <div className="flex min-w-0 flex-col items-start gap-1">
        <p className="text-xs font-semibold text-muted">{name}</p>
        <div
          className="max-w-[42rem] rounded-3xl rounded-tl-md border border-line/70 bg-surface px-4 py-2.5 break-words whitespace-pre-wrap"
          aria-busy={writing || undefined}
        >
          <span data-text>
            <RoleplayText text={text} />
          </span>
          {writing && !text && <TypingDots name={name} />}
          {writing && text && (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-accent align-text-bottom"
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>{shortTime(message.createdAt)}</span>
          {message.status === 'STOPPED' && <span>Stopped</span>}
          {row.edit && (
            <PendingEditMark edit={row.edit} retry={actions.retry} discard={actions.discard} />
          )}
          {!writing && text && (message.status === 'COMPLETE' || message.status === 'STOPPED') && (
            <ReplyRating message={message} name={name} />
          )}
          {!writing && replyExtra?.(message)}
          {message.status === 'FAILED' && (
            <span role="alert" className="text-danger">
              {/* The server's reason already says what happened to the tokens. */}
              {message.error ?? 'The reply failed. Your tokens were refunded.'}
            </span>
          )}
          {writing && (
            <Button variant="secondary" className={small} onClick={() => actions.stop(message.id)}>
              Stop
            </Button>
          )}
          {!writing && isLastReply && (
            <Button variant="ghost" className={small} onClick={actions.regenerate}>
              Regenerate
            </Button>
          )}
          {!writing && (
            <ReplySteering
              message={message}
              name={name}
              latest={steer?.latest ?? false}
              last={steer?.last ?? false}
              regenerate={actions.regenerate}
            />
          )}
          {message.reported && (
            // Kept with the message (the server marks it in every read): reported once is enough.
            <span data-reported className="font-semibold text-gold">
              <span aria-hidden="true">⚑ </span>Reported
            </span>
          )}
          {!writing && text && !message.reported && (
            <Button
              variant="ghost"
              className={small}
              aria-label={`Report ${name}'s reply`}
              onClick={() =>
                openReport({
                  chatHash: message.chatHash,
                  messageId: message.id,
                  about: `${name}'s reply`,
                })
              }
            >
              Report
            </Button>
          )}
          {!writing && <MessageMenu row={row} about={`${name}'s reply`} />}
        </div>
      </div>
    </div>
  );
}

export const MessageRow = memo(function MessageRow(props: MessageRowProps) {
  const { message } = props.row;
  if (message.removed) {
    return <RemovedMessage message={message} authorName={props.author?.name ?? 'Angel'} />;
  }
  return message.avatarId === null ? (
    <UserMessage row={props.row} actions={props.actions} steer={props.steer} />
  ) : (
    <AvatarMessage {...props} />
  );
});
