import { useCallback, useMemo, type ReactNode } from 'react';
import type { ChatAvatar, Message } from '@contract/chats.ts';
import { AutoReadToggle } from '../components/auto-read-toggle';
import { DictationButton } from '../components/dictation-button';
import { ReadAloudButton } from '../components/read-aloud-button';
import type { VoiceAngel } from '../voice-choice';
import { useReplyVoice, type OnReplyFinished } from './use-reply-voice';

export type ConversationVoice = {
  /** Under a finished reply: Read aloud / Stop reading. */
  readAloud: (message: Message) => ReactNode;
  /** In the conversation's bar: the auto-read switch. */
  tools: ReactNode;
  /** Beside the composer's Send: the microphone. */
  dictation: (field: { append: (words: string) => void; sends: number }) => ReactNode;
};

/**
 * The voice's pieces for one conversation, for the route to hand to the chat's slots (features
 * do not import each other). Each piece is absent where the browser lacks its API.
 */
export function useConversationVoice(
  chatHash: string,
  avatars: readonly ChatAvatar[],
  onReplyFinished: OnReplyFinished,
): ConversationVoice {
  const angels = useMemo(
    () => new Map<number, VoiceAngel>(avatars.map((angel) => [angel.id, angel])),
    [avatars],
  );
  useReplyVoice(chatHash, angels, onReplyFinished);
  const readAloud = useCallback(
    (message: Message) => {
      const angel = angels.get(message.avatarId ?? -1);
      const finished = message.status === 'COMPLETE' || message.status === 'STOPPED';
      if (!angel || !finished || message.removed) return null;
      return <ReadAloudButton messageId={message.id} text={message.text} angel={angel} />;
    },
    [angels],
  );
  const dictation = useCallback(
    (field: { append: (words: string) => void; sends: number }) => (
      <DictationButton append={field.append} sends={field.sends} />
    ),
    [],
  );
  return useMemo(
    () => ({ readAloud, tools: <AutoReadToggle />, dictation }),
    [readAloud, dictation],
  );
}
