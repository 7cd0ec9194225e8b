import type { Chat, ChatAvatar } from '@contract/chats.ts';
import { namesOf } from '../model';

type GroupOptionsProps = {
  chat: Chat;
  responders: number;
  onResponders: (count: number) => void;
  onMention: (name: string) => void;
  /** Who answers this message, in order. */
  next: ChatAvatar[];
};

const chip =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center whitespace-nowrap rounded-full border border-line bg-raised px-3 text-sm font-medium hover:border-accent/60';

/**
 * Group chats: who speaks next, how many answer, and @mentions that move someone first. On a
 * phone the controls are one strip that scrolls sideways (every target still 44 px), not rows
 * that wrap: wrapped, four Angels' mentions took half the screen from the conversation.
 */
export function GroupOptions({
  chat,
  responders,
  onResponders,
  onMention,
  next,
}: GroupOptionsProps) {
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <p aria-live="polite" className="truncate">
        <span className="text-muted">Next to answer: </span>
        <span className="font-semibold">{namesOf(next)}</span>
      </p>
      <div className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <fieldset className="flex shrink-0 items-center gap-1">
          <legend className="sr-only">How many Angels answer</legend>
          <span aria-hidden="true" className="mr-1 text-muted">
            Answers:
          </span>
          {chat.avatars.map((_, i) => (
            <label
              key={i}
              className={`${chip} cursor-pointer has-checked:border-accent has-checked:bg-accent/20 has-focus-visible:outline-3 has-focus-visible:outline-gold`}
            >
              <input
                type="radio"
                name={`responders-${chat.chatHash}`}
                className="sr-only"
                checked={responders === i + 1}
                onChange={() => onResponders(i + 1)}
              />
              <span className="sr-only">
                {i + 1 === 1 ? '1 Angel answers' : `${i + 1} Angels answer`}
              </span>
              <span aria-hidden="true">{i + 1}</span>
            </label>
          ))}
        </fieldset>
        <span className="mx-1 h-6 w-px shrink-0 bg-line" aria-hidden="true" />
        {chat.avatars.map((avatar) => (
          <button
            key={avatar.id}
            type="button"
            className={chip}
            aria-label={`Mention ${avatar.name}`}
            onClick={() => onMention(avatar.name)}
          >
            @{avatar.name}
          </button>
        ))}
      </div>
    </div>
  );
}
