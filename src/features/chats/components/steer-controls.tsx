import { useEffect, useId, useRef, useState } from 'react';
import type { Message } from '@contract/chats.ts';
import { MESSAGE_TEXT_MAX, REPLY_TOKEN_COST } from '@contract/constants.ts';
import { Button } from '@/components/ui/button';
import { useSteering } from '../hooks/use-steering';
import { AlternativePager } from './alternative-pager';

const small = 'min-h-11 px-3 text-xs';

/** "edited", opening to the first words (kept: an edit never loses what was there). */
export function EditedMark({ message }: { message: Message }) {
  if (!message.edited) return null;
  return (
    <details data-edited className="text-xs text-muted">
      <summary className="inline-flex min-h-11 cursor-pointer items-center px-1 underline decoration-dotted">
        edited
      </summary>
      {message.originalText !== undefined && (
        <p className="max-w-[36rem] py-1 whitespace-pre-wrap">
          <span className="font-semibold">Before the edit: </span>
          {message.originalText}
        </p>
      )}
    </details>
  );
}

type EditorProps = {
  label: string;
  initial: string;
  saveLabel: string;
  onSave: (text: string) => void;
  onCancel: () => void;
};

/**
 * The message's words in a field: Save, or Cancel (Esc). Ctrl/Cmd+Enter saves. Saved words go
 * to the outbox (shown at once, waiting while offline; refused: shown with the reason).
 */
function MessageEditor({ label, initial, saveLabel, onSave, onCancel }: EditorProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const save = () => text.trim() && onSave(text);
  return (
    <form
      className="flex w-full basis-full flex-col gap-2 py-1"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="text-xs font-semibold text-fg">
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          }
        }}
        className="w-full min-w-[16rem] rounded-xl border border-line bg-raised px-3 py-2 text-sm text-fg outline-none focus-visible:border-accent"
      />
      <div className="flex gap-2">
        <Button type="submit" className={small} disabled={!text.trim()}>
          {saveLabel}
        </Button>
        <Button variant="ghost" className={small} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type ReplySteeringProps = {
  message: Message;
  name: string;
  /** In the chat's latest turn: its version can still be chosen. */
  latest: boolean;
  /** The chat's last message: it can go on, and a new version can be asked for. */
  last: boolean;
  /** Writes the chat's last reply again (a new version). */
  regenerate: () => void;
};

/** Under an Angel's finished reply: its versions, "edited", Edit and Continue. */
export function ReplySteering({ message, name, latest, last, regenerate }: ReplySteeringProps) {
  const { choose, edit, goOn } = useSteering(message.chatHash);
  const [editing, setEditing] = useState(false);
  const versions = message.alternatives?.length ?? 1;
  const error = goOn.error?.message;
  return (
    <>
      {latest && versions > 1 && (
        <AlternativePager
          message={message}
          name={name}
          choose={choose}
          askNew={last && message.replyTo !== null ? regenerate : undefined}
          keyboard={last}
        />
      )}
      {message.status !== 'FAILED' && message.error && <span>{message.error}</span>}
      <EditedMark message={message} />
      {message.text && !editing && (
        <Button variant="ghost" className={small} onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> {name}'s reply</span>
        </Button>
      )}
      {last && message.text && (
        <Button
          variant="ghost"
          className={small}
          disabled={goOn.isPending}
          title={`${name} goes on from where she stopped (${REPLY_TOKEN_COST} token)`}
          onClick={() => goOn.mutate(message.id)}
        >
          Continue
        </Button>
      )}
      {editing && (
        <MessageEditor
          label={`Edit ${name}'s reply`}
          initial={message.text}
          saveLabel="Save"
          onCancel={() => setEditing(false)}
          onSave={(text) => {
            edit(message, text);
            setEditing(false);
          }}
        />
      )}
      {!editing && error && (
        <span role="alert" className="text-danger">
          {error}
        </span>
      )}
    </>
  );
}

/** Under the user's own message: "edited", and Edit while it is their last. */
export function MyMessageSteering({ message, editable }: { message: Message; editable: boolean }) {
  const { edit } = useSteering(message.chatHash);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <EditedMark message={message} />
      {editable && !editing && (
        <Button variant="ghost" className={small} onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> your message</span>
        </Button>
      )}
      {editing && (
        <MessageEditor
          label="Edit your message"
          initial={message.text}
          saveLabel={`Save and ask again (${REPLY_TOKEN_COST} token per reply)`}
          onCancel={() => setEditing(false)}
          onSave={(text) => {
            edit(message, text);
            setEditing(false);
          }}
        />
      )}
    </>
  );
}
