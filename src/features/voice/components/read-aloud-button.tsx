import { Button } from '@/components/ui/button';
import { canSpeak, speak, stopSpeaking, useSpeaking } from '../speech';
import type { VoiceAngel } from '../voice-choice';
import { SpeakerIcon } from './speaker-icon';

type ReadAloudButtonProps = {
  messageId: string;
  text: string;
  angel: VoiceAngel;
};

/** "Read aloud" under a finished reply; "Stop reading" while it is read. Absent without speech. */
export function ReadAloudButton({ messageId, text, angel }: ReadAloudButtonProps) {
  const reading = useSpeaking(messageId);
  if (!canSpeak() || !text.trim()) return null;
  return (
    <Button
      variant="ghost"
      className="min-h-11 px-3 text-xs"
      data-read-aloud={reading ? 'reading' : 'idle'}
      onClick={() => (reading ? stopSpeaking() : void speak(messageId, text, angel))}
    >
      {reading ? (
        <span aria-hidden="true" className="size-2.5 rounded-sm bg-current" />
      ) : (
        <SpeakerIcon />
      )}
      {reading ? 'Stop reading' : 'Read aloud'}
    </Button>
  );
}
