import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { readReplyMarks, useMemoryMarks } from '../api/get-marks';

type MemoryMarkProps = {
  chatHash: string;
  messageId: string;
  /** When the reply was written: a reply newer than the last read of the marks reads them again. */
  createdAt: string;
  /** The Angel who wrote the reply, for the dialog's title. */
  name: string;
  /** Opens "What {Angel} remembers" (the route owns where the panel lives). */
  onOpenMemory: () => void;
};

const things = (count: number) => (count === 1 ? '1 thing' : `${count} things`);

/**
 * The mark under a reply that drew on what the Angel remembers: a 44px button (a tap on a
 * phone, Enter on a keyboard) opening a dialog with the memories it used and a way to the
 * memory panel. Nothing shows for a reply that used no memory.
 */
export function MemoryMark({
  chatHash,
  messageId,
  createdAt,
  name,
  onOpenMemory,
}: MemoryMarkProps) {
  const client = useQueryClient();
  const { data, dataUpdatedAt } = useMemoryMarks(chatHash);
  const [open, setOpen] = useState(false);
  const facts = data?.get(messageId);

  // A reply written after the marks were read may have used a memory: read its own. A failed
  // read leaves the mark off, as a failed read of the chat's marks does.
  const newer = dataUpdatedAt > 0 && Date.parse(createdAt) > dataUpdatedAt && !facts;
  useEffect(() => {
    if (newer) readReplyMarks(client, chatHash, messageId).catch(() => {});
  }, [newer, client, chatHash, messageId]);

  if (!facts?.length) return null;
  const first = name.split(' ')[0] ?? name;
  return (
    <>
      <button
        type="button"
        data-memory-mark
        aria-label={`Remembered: ${things(facts.length)}`}
        aria-haspopup="dialog"
        title={`Remembered: ${things(facts.length)}`}
        onClick={() => setOpen(true)}
        className="grid min-h-11 min-w-11 place-items-center rounded-full text-gold hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span aria-hidden="true">✦</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`${first} remembered`}>
        <ul className="mb-5 flex flex-col gap-2 text-fg">
          {facts.map((fact) => (
            <li key={fact.id} className="rounded-2xl bg-raised px-4 py-2.5 break-words">
              {fact.text}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => {
              setOpen(false);
              onOpenMemory();
            }}
          >
            Everything {first} remembers
          </button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Done
          </Button>
        </div>
      </Modal>
    </>
  );
}
