import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FACT_KIND_LABELS, MEMORY_LIMITS } from '@contract/memory-constants.ts';
import type { Fact } from '@contract/memory.ts';
import { Button } from '@/components/ui/button';

type Props = {
  fact: Fact;
  onEdit: (text: string) => void;
  onPin: (pinned: boolean) => void;
  onDelete: () => void;
};

const small =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium text-muted hover:bg-raised hover:text-fg disabled:opacity-50';

/** One memory: what it says, where it came from, and the user's controls over it. */
export function FactItem({ fact, onEdit, onPin, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(fact.text);
  // Added offline and not on the server yet: it gets its controls once it is.
  const waiting = fact.id < 0;
  if (editing) {
    return (
      <li className="rounded-2xl border border-line p-3">
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const text = draft.trim();
            if (text && text !== fact.text) onEdit(text);
            setEditing(false);
          }}
        >
          <label className="text-sm font-medium" htmlFor={`fact-${fact.id}`}>
            Correct this memory
          </label>
          <textarea
            id={`fact-${fact.id}`}
            value={draft}
            maxLength={MEMORY_LIMITS.factText}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-20 rounded-xl border border-line bg-raised p-2 text-fg"
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line p-3" data-fact={fact.id}>
      <p className="text-fg">
        {fact.pinned && <span className="sr-only">Pinned: </span>}
        {fact.pinned && <span aria-hidden="true">📌 </span>}
        {fact.text}
      </p>
      <p className="text-xs text-muted">
        {FACT_KIND_LABELS[fact.kind]} ·{' '}
        {waiting ? (
          'waiting to be sent'
        ) : fact.source ? (
          <Link
            to="/chat/{-$chatHash}"
            params={{ chatHash: fact.source.chatHash }}
            hash={`message-${fact.source.messageId}`}
            className="underline"
          >
            learned in your chat
          </Link>
        ) : fact.author === 'user' ? (
          'written by you'
        ) : (
          'learned'
        )}
      </p>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={small}
          disabled={waiting}
          onClick={() => onPin(!fact.pinned)}
        >
          {fact.pinned ? 'Unpin' : 'Pin'}
        </button>
        <button
          type="button"
          className={small}
          disabled={waiting}
          onClick={() => {
            setDraft(fact.text);
            setEditing(true);
          }}
        >
          Edit
        </button>
        <button type="button" className={small} disabled={waiting} onClick={onDelete}>
          Delete<span className="sr-only">: {fact.text}</span>
        </button>
      </div>
    </li>
  );
}
