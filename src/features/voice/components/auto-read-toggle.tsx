import { setAutoRead, useAutoReadSetting } from '../auto-read';
import { canSpeak, stopSpeaking } from '../speech';
import { SpeakerIcon } from './speaker-icon';

/**
 * A switch in the conversation's bar: new replies are read aloud as they finish. Turning it
 * off also silences what it was reading. Absent where the browser cannot speak.
 */
export function AutoReadToggle() {
  const on = useAutoReadSetting();
  if (!canSpeak()) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => {
        if (on) stopSpeaking();
        setAutoRead(!on);
      }}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-2 sm:px-3 text-xs font-semibold text-muted hover:bg-raised hover:text-fg"
    >
      {/* On a phone the bar is narrow: the loudspeaker stands for the words, still read out. */}
      <SpeakerIcon className="size-4 sm:hidden" />
      <span
        aria-hidden="true"
        className={`relative h-5 w-9 rounded-full border transition-colors ${
          on ? 'border-accent bg-accent' : 'border-line bg-raised'
        }`}
      >
        <span
          className={`absolute top-0.5 size-3.5 rounded-full transition-[left] motion-reduce:transition-none ${
            on ? 'left-[1.1rem] bg-on-accent' : 'left-0.5 bg-muted'
          }`}
        />
      </span>
      <span className="max-sm:sr-only">Auto-read replies</span>
    </button>
  );
}
