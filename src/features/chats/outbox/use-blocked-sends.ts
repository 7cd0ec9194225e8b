import { useEffect, useRef } from 'react';
import type { OutboxEntry } from './outbox-model';
import { takeBlocked, useOutbox } from './outbox-runner';

/**
 * A message moderation refused goes back to where it was written: `restore` gets each blocked
 * entry of this chat once (its text and the server's reason), then the entry leaves the outbox.
 * One written from another page, or before a reload, waits until this chat's composer is open.
 */
export function useBlockedSends(chatHash: string, restore: (entry: OutboxEntry) => void): void {
  const { blocked } = useOutbox();
  const taken = useRef(new Set<string>());
  const latest = useRef(restore);
  useEffect(() => {
    latest.current = restore;
  });
  useEffect(() => {
    for (const entry of blocked) {
      if (entry.chatHash !== chatHash || taken.current.has(entry.id)) continue;
      taken.current.add(entry.id);
      latest.current(entry);
      void takeBlocked(entry.id);
    }
  }, [blocked, chatHash]);
}
