import { useEffect } from 'react';
import type { Message } from '@contract/chats.ts';
import { autoReadOn } from '../auto-read';
import { speak, stopSpeaking } from '../speech';
import type { VoiceAngel } from '../voice-choice';

/** Tells each reply once it has finished being written; returns the unsubscribe. */
export type OnReplyFinished = (listener: (reply: Message) => void) => () => void;

/**
 * A conversation's voice: with auto-read on, each reply of `chatHash` is read once it has
 * finished (never while it streams, never the history already there when the chat opens: only
 * what `onReplyFinished` tells). Leaving the conversation stops whatever it was reading.
 */
export function useReplyVoice(
  chatHash: string,
  angels: ReadonlyMap<number, VoiceAngel>,
  onReplyFinished: OnReplyFinished,
): void {
  useEffect(
    () =>
      onReplyFinished((reply) => {
        if (!autoReadOn() || reply.chatHash !== chatHash || reply.status !== 'COMPLETE') return;
        // Only the tab in view speaks: the same chat open in a hidden tab would say it twice.
        if (document.visibilityState === 'hidden') return;
        const angel = angels.get(reply.avatarId ?? -1);
        // Queued: a group's replies are read one after another, each in its own voice.
        if (angel && !reply.removed) void speak(reply.id, reply.text, angel, { queue: true });
      }),
    [chatHash, angels, onReplyFinished],
  );
  useEffect(() => stopSpeaking, [chatHash]);
}
