import { useCallback, useEffect, useRef, useState } from 'react';
import { preferredLocales } from '../voice-choice';
import { dictationError, heard, recognitionConstructor, type Recognition } from '../dictation';

/** The reader's own variant of the app's language: recognition is tuned by accent. */
function dictationLang(): string {
  const language = document.documentElement.lang || 'en';
  return preferredLocales(language, navigator.languages ?? [navigator.language])[0] ?? language;
}

/**
 * Dictation into a field: finished words go to `append` (after what is typed, never instead of
 * it); Esc stops listening and keeps what was heard; a change of `sends` (the message went)
 * drops what was still being heard, which belongs to no message.
 */
export function useDictation(append: (words: string) => void, sends: number) {
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const appendLatest = useRef(append);
  useEffect(() => {
    appendLatest.current = append;
  });

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition || recognition.current) return;
    const session = new Recognition();
    session.lang = dictationLang();
    session.continuous = true;
    session.interimResults = true;
    session.onresult = (event) => {
      const { final, interim: still } = heard(event);
      if (final) appendLatest.current(final);
      setInterim(still);
    };
    session.onerror = (event) => setError(dictationError(event.error));
    session.onend = () => {
      if (recognition.current === session) recognition.current = null;
      setListening(false);
      setInterim('');
    };
    setError(null);
    try {
      session.start();
      recognition.current = session;
      setListening(true);
    } catch {
      setError('Dictation could not start. Try again.');
    }
  }, []);

  useEffect(() => {
    recognition.current?.abort();
  }, [sends]);

  useEffect(() => {
    if (!listening) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [listening, stop]);

  // Leaving the chat lets go of the microphone.
  useEffect(() => () => recognition.current?.abort(), []);

  return { listening, interim, error, start, stop };
}
