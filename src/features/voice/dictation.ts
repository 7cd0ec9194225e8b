/**
 * The browser's speech recognition (`SpeechRecognition`, `webkitSpeechRecognition` in Chrome
 * and Safari): absent where the browser has none, and then so is the microphone button. Where
 * the engine runs on the device it works offline; where it needs a server, offline it reports
 * a network error, said in words below the composer.
 */

/** What the app uses of a recognition; TypeScript's DOM library does not declare it. */
export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};

export type RecognitionResultEvent = {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
};

type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export const canDictate = (): boolean => recognitionConstructor() !== undefined;

/** The engine's error codes, in words; `aborted` is ours (Esc, Send) and says nothing. */
export const DICTATION_ERRORS: Record<string, string | null> = {
  aborted: null,
  'not-allowed':
    'Dictation needs the microphone: allow it for this site in your browser settings, then try again.',
  'service-not-allowed': 'Dictation is turned off in this browser.',
  'no-speech': 'No speech was heard. Tap the microphone and speak, or type your message.',
  'audio-capture': 'No microphone was found on this device.',
  network:
    'Dictation needs a connection in this browser. Type your message, or try again when you are online.',
  'language-not-supported': 'Dictation does not know this language in this browser.',
};

export function dictationError(code: string): string | null {
  return code in DICTATION_ERRORS
    ? (DICTATION_ERRORS[code] ?? null)
    : 'Dictation stopped unexpectedly. Try again.';
}

/** What a result event adds: the finished words, and what is still being heard. */
export function heard(event: RecognitionResultEvent): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let index = event.resultIndex; index < event.results.length; index++) {
    const result = event.results[index];
    const words = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final += words;
    else interim += words;
  }
  return { final: final.trim(), interim: interim.trim() };
}
