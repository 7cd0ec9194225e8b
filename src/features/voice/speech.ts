/**
 * The device's speech synthesis (Web Speech API), the one place that talks to it. Where the
 * browser has none, `canSpeak()` is false and nothing of the voice is drawn. What speaks is the
 * device's own engine: it works offline wherever the device's voices do.
 *
 * One reply speaks at a time: reading another (or Stop) cancels it; auto-read queues behind it.
 * Chrome lists no voices until `voiceschanged`: a first read waits briefly for them, so an
 * Angel's first words already have its own voice.
 */
import { createStore, useStore } from '@/lib/store';
import { speechChunks, speechText } from './speech-text';
import { chooseVoice, preferredLocales, speakingStyle, type VoiceAngel } from './voice-choice';

/** How long a first read waits for the device to list its voices. */
const VOICES_WAIT_MS = 1500;

const synth = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : undefined;

export const canSpeak = (): boolean => synth() !== undefined;

const voices = createStore<readonly SpeechSynthesisVoice[]>([]);
let watching = false;

function watchVoices(engine: SpeechSynthesis): void {
  if (watching) return;
  watching = true;
  const read = () => voices.set(engine.getVoices());
  read();
  engine.addEventListener('voiceschanged', read);
}

function voicesReady(engine: SpeechSynthesis): Promise<void> {
  watchVoices(engine);
  if (voices.getSnapshot().length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = voices.subscribe(done);
    // Some engines never list any: then the engine's default voice speaks.
    const timer = setTimeout(done, VOICES_WAIT_MS);
  });
}

/** Angels speak the app's language; the reader's own variant of it where the device has one. */
function locales(): string[] {
  const language = document.documentElement.lang || 'en';
  return preferredLocales(language, navigator.languages ?? [navigator.language]);
}

/** The id of the reply being read, if one is. */
const speaking = createStore<string | null>(null);
// Bumped by every stop: events of utterances cancelled since then change nothing.
let generation = 0;

export function stopSpeaking(): void {
  generation += 1;
  speaking.set(null);
  synth()?.cancel();
}

/**
 * Reads reply `id` aloud in `angel`'s voice. `queue`: after whatever is being read (auto-read),
 * instead of in its place (the user asked for this one).
 */
export async function speak(
  id: string,
  text: string,
  angel: VoiceAngel,
  { queue = false }: { queue?: boolean } = {},
): Promise<void> {
  const engine = synth();
  const parts = speechChunks(speechText(text));
  if (!engine || parts.length === 0) return;
  if (!queue) {
    stopSpeaking();
    speaking.set(id); // the button says "Stop reading" at once, before the voices are in
  }
  const mine = generation;
  await voicesReady(engine);
  if (mine !== generation) return; // stopped while waiting
  const wanted = locales();
  const voice = chooseVoice(voices.getSnapshot(), angel, wanted);
  const { rate, pitch } = speakingStyle(angel, voice);
  parts.forEach((part, index) => {
    const utterance = new SpeechSynthesisUtterance(part);
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? wanted[0] ?? 'en';
    utterance.rate = rate;
    utterance.pitch = pitch;
    utterance.onstart = () => {
      if (mine === generation) speaking.set(id);
    };
    if (index === parts.length - 1) {
      utterance.onend = utterance.onerror = () => {
        if (mine === generation && speaking.getSnapshot() === id) speaking.set(null);
      };
    }
    engine.speak(utterance);
  });
}

/** The id of the reply being read, if one is. */
export const speakingNow = (): string | null => speaking.getSnapshot();

/** Whether reply `id` is being read (its button then stops it). */
export function useSpeaking(id: string): boolean {
  return useStore(speaking, (current) => current === id);
}
