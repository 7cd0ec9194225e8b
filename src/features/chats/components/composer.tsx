import { Link } from '@tanstack/react-router';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Chat } from '@contract/chats.ts';
import { MESSAGE_TEXT_MAX, REPLY_TOKEN_COST } from '@contract/constants.ts';
import { Button } from '@/components/ui/button';
import { findPaintedField, takeOverPaintedField } from '@/first-paint/last-screen-field';
import { useSession } from '@/lib/auth/session-store';
import { useOnline } from '@/lib/use-online';
import { readDraft, saveDraft } from '../composer-draft';
import { namesOf, speakingOrder } from '../model';
import { useBlockedSends } from '../outbox/use-blocked-sends';
import { GroupOptions } from './group-options';

const PHYSICAL_KEYBOARD = '(hover: hover) and (pointer: fine)';
const keyboardOnly = 'hidden [@media(hover:hover)_and_(pointer:fine)]:inline';
const hasPhysicalKeyboard = () =>
  typeof matchMedia !== 'function' || matchMedia(PHYSICAL_KEYBOARD).matches;

type ComposerProps = {
  chat: Chat;
  /** undefined while the user record is loading: then nothing is blocked on it. */
  balance: number | undefined;
  onSend: (text: string, responders: number) => Promise<void>;
  /** Drawn beside Send (the route passes dictation: features stay apart). */
  tool?: ((field: ComposerField) => ReactNode) | undefined;
};

/** What a composer tool may do with the field. */
export type ComposerField = {
  /** Adds words after what is typed, never in its place. */
  append: (words: string) => void;
  /** Counts the messages sent from here: a tool stops what it was doing when it changes. */
  sends: number;
};

export function Composer({ chat, balance, onSend, tool }: ComposerProps) {
  const id = useId();
  const online = useOnline();
  const field = useRef<HTMLTextAreaElement>(null);
  const owner = useSession().user?.id;
  // The draft outlives the composer (a suspension closes the chat under its notice): see
  // composer-draft. Every change of the text goes through here, so the kept draft follows it.
  // At launch the field index.html painted with the last screen may hold what was typed into it.
  const [painted] = useState(findPaintedField);
  const [text, setTextState] = useState(
    () => painted?.element.value ?? readDraft(owner, chat.chatHash),
  );
  const setText = (next: string | ((current: string) => string)) =>
    setTextState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      saveDraft(owner, chat.chatHash, value);
      return value;
    });
  // Once, at the first commit: the painted field has just left the page; its text, focus and
  // caret move here (with what was typed while the app rendered).
  useLayoutEffect(() => {
    if (painted && field.current) setText(takeOverPaintedField(painted, field.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [responders, setResponders] = useState(chat.avatars.length);
  const [error, setError] = useState<string>();
  const [sends, setSends] = useState(0);
  const group = chat.type === 'GROUP';
  const answering = group ? responders : 1;
  const cost = REPLY_TOKEN_COST * answering;
  const short = balance !== undefined && balance < cost;
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_TEXT_MAX;
  const canSend = trimmed.length > 0 && !short && !tooLong;

  // Refused by moderation: nothing was sent or charged; the text comes back (before anything
  // typed since) with the reason, in the same place as any other refusal.
  useBlockedSends(chat.chatHash, (entry) => {
    setText((current) => (current.trim() ? `${entry.text}\n${current}` : entry.text));
    setError(entry.error ?? 'This message was not sent.');
  });

  const submit = async () => {
    if (!canSend) return;
    setError(undefined);
    setSends((count) => count + 1);
    try {
      await onSend(trimmed, answering);
      setText('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The message could not be saved.');
    }
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; never while an IME is composing a character. On a
    // touch screen Return adds a line, as in other chat apps: the Send button sends.
    if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      !event.nativeEvent.isComposing &&
      hasPhysicalKeyboard()
    ) {
      event.preventDefault();
      void submit();
    }
  };

  // Only a group shows who answers next: a one-to-one chat reads no mentions at each keystroke.
  const next = group ? speakingOrder(chat.avatars, text, answering) : [];
  return (
    <form
      className="flex flex-col gap-2 border-t border-line/70 pt-3 pb-[env(safe-area-inset-bottom)]"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {group && (
        <GroupOptions
          chat={chat}
          responders={responders}
          onResponders={setResponders}
          onMention={(name) => {
            setText(
              (current) => `${current}${current && !current.endsWith(' ') ? ' ' : ''}@${name} `,
            );
            field.current?.focus();
          }}
          next={next}
        />
      )}
      <label htmlFor={id} className="sr-only">
        Message to {namesOf(chat.avatars)}
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <textarea
          ref={field}
          id={id}
          value={text}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          // The field grows to fit its placeholder too: a group's four names would make it three
          // lines tall on a phone. Its label still names them all.
          placeholder={group ? 'Message the group' : `Message ${namesOf(chat.avatars)}`}
          aria-describedby={`${id}-info`}
          aria-invalid={tooLong || undefined}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-line bg-raised px-4 py-2.5 text-base text-fg outline-none [field-sizing:content] focus-visible:border-accent"
        />
        {tool?.({
          append: (words) =>
            setText((current) =>
              !current || /\s$/.test(current) ? `${current}${words}` : `${current} ${words}`,
            ),
          sends,
        })}
        <Button type="submit" disabled={!canSend} className="shrink-0">
          Send
        </Button>
      </div>
      <div
        id={`${id}-info`}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted"
      >
        <span>
          {group ? `${answering} ${answering === 1 ? 'reply' : 'replies'} · ` : ''}
          Costs {cost} {cost === 1 ? 'token' : 'tokens'}
        </span>
        <span>Balance: {balance ?? '…'} tokens</span>
        {!online && <span>Offline: messages are queued and sent when you are back.</span>}
        {tooLong && <span className="text-danger">At most {MESSAGE_TEXT_MAX} characters.</span>}
        {/* Only where a physical keyboard is likely: on a touch screen Return adds a line. */}
        <span className={keyboardOnly}>Enter sends, Shift+Enter adds a new line.</span>
      </div>
      {short && (
        <p role="alert" className="text-sm">
          <span className="text-danger">
            Not enough tokens: this message needs {cost}, you have {balance}.
          </span>{' '}
          <Link to="/tokens" className="font-semibold text-accent underline underline-offset-2">
            Get tokens
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
