import { useEffect, useRef } from 'react';
import type { Message } from '@contract/chats.ts';
import { REPLY_TOKEN_COST } from '@contract/constants.ts';
import { Button } from '@/components/ui/button';
import { isTyping, swipeDirection, versionLabel } from '../alternatives';

type AlternativePagerProps = {
  message: Message;
  name: string;
  choose: (message: Message, index: number) => void;
  /** Past the last version: ask for a new one (the chat's last reply only). */
  askNew: (() => void) | undefined;
  /** The arrow keys flip this one (the chat's last reply, on a keyboard). */
  keyboard: boolean;
};

const arrow = 'min-h-11 min-w-11 px-0 text-base';

/**
 * "2 / 3" with previous and next: buttons, ArrowLeft/ArrowRight when focus is not in a text
 * field, a horizontal swipe on the message on touch. Going past the last version asks for a
 * new one (a reply's cost). Flipping is instant: every version is in the cache already.
 */
export function AlternativePager({
  message,
  name,
  choose,
  askNew,
  keyboard,
}: AlternativePagerProps) {
  const count = message.alternatives?.length ?? 1;
  const index = message.alternative ?? 0;
  const last = index >= count - 1;
  const go = (delta: number) => {
    const target = index + delta;
    if (target < 0) return;
    if (target >= count) askNew?.();
    else choose(message, target);
  };
  // The handlers below read the newest `go` without being attached again on each render.
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      goRef.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboard]);

  useEffect(() => {
    // The whole message answers a swipe, not only the pager under it.
    const row = anchor.current?.closest<HTMLElement>('[data-author]');
    if (!row) return;
    let start: { x: number; y: number } | undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
      start = undefined;
      if (direction) goRef.current(direction);
    };
    row.addEventListener('touchstart', onStart, { passive: true });
    row.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      row.removeEventListener('touchstart', onStart);
      row.removeEventListener('touchend', onEnd);
    };
  }, []);

  return (
    <div
      ref={anchor}
      role="group"
      aria-label={`Versions of ${name}'s reply`}
      data-versions
      className="flex items-center gap-0.5"
    >
      <Button
        variant="ghost"
        className={arrow}
        aria-label="Previous version"
        disabled={index === 0}
        onClick={() => go(-1)}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      <span data-version className="min-w-10 text-center tabular-nums" aria-live="polite">
        <span className="sr-only">Version </span>
        {versionLabel(message)}
      </span>
      <Button
        variant="ghost"
        className={arrow}
        aria-label={last ? `Write a new version (${REPLY_TOKEN_COST} token)` : 'Next version'}
        disabled={last && !askNew}
        onClick={() => go(1)}
      >
        <span aria-hidden="true">{last ? '+' : '›'}</span>
      </Button>
    </div>
  );
}
