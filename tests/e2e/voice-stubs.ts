import type { Page } from '@playwright/test';

/** What the stubbed engine was asked to say, one entry per utterance. */
export type Spoken = { text: string; voice: string | null; rate: number; pitch: number };

type SpeechLog = {
  spoken: Spoken[];
  cancels: number;
  /** The utterance being said comes to its end; the next one in the queue begins. */
  finish: () => void;
  finishAll: () => void;
};
type DictationLog = {
  listening: boolean;
  lang: string;
  say: (words: string) => void;
  fail: (code: string) => void;
};
declare global {
  interface Window {
    __speech: SpeechLog;
    __dictation: DictationLog;
  }
}

/** The device's voices: none listed until `voiceschanged`, as in Chrome. */
export const DEVICE_VOICES = [
  { name: 'Thomas', lang: 'fr-FR', localService: true },
  { name: 'Google UK English Female', lang: 'en-GB', localService: false },
  { name: 'Samantha', lang: 'en-US', localService: true },
  { name: 'Daniel', lang: 'en-GB', localService: true },
];

/**
 * Replaces the browser's speech synthesis and recognition with recording stand-ins, at the
 * browser boundary: the app talks to them exactly as to the real ones. An utterance lasts
 * until the test calls `__speech.finish()` (or the app cancels it).
 */
export async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript((voices) => {
    type Utterance = {
      text: string;
      voice: { name: string } | null;
      rate: number;
      pitch: number;
      onstart: (() => void) | null;
      onend: (() => void) | null;
      onerror: ((event: { error: string }) => void) | null;
    };
    const log: SpeechLog = {
      spoken: [],
      cancels: 0,
      finish: () => {
        const done = current;
        current = null;
        done?.onend?.();
        next();
      },
      finishAll: () => {
        while (current) log.finish();
      },
    };
    window.__speech = log;
    const listed = voices.map((v) => ({ ...v, voiceURI: v.name, default: false }));
    let ready = false;
    let current: Utterance | null = null;
    const queue: Utterance[] = [];
    const next = () => {
      current = queue.shift() ?? null;
      if (!current) return;
      const { text, voice, rate, pitch } = current;
      log.spoken.push({ text, voice: voice?.name ?? null, rate, pitch });
      current.onstart?.();
    };
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => (ready ? listed : []),
      speak(utterance: Utterance) {
        queue.push(utterance);
        if (!current) next();
      },
      cancel() {
        log.cancels += 1;
        const dropped = [current, ...queue.splice(0)];
        current = null;
        dropped.forEach((utterance) => utterance?.onerror?.({ error: 'interrupted' }));
      },
    });
    setTimeout(() => {
      ready = true;
      synth.dispatchEvent(new Event('voiceschanged'));
    }, 300);
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: class {
        voice = null;
        lang = '';
        rate = 1;
        pitch = 1;
        onstart = null;
        onend = null;
        onerror = null;
        constructor(public text: string) {}
      },
    });

    type Handlers = {
      lang: string;
      onresult: ((event: unknown) => void) | null;
      onerror: ((event: { error: string }) => void) | null;
      onend: (() => void) | null;
    };
    let active: Handlers | null = null;
    const end = (code?: string) => {
      const session = active;
      active = null;
      dictation.listening = false;
      if (code) session?.onerror?.({ error: code });
      session?.onend?.();
    };
    const begin = (session: Handlers) => {
      active = session;
      dictation.listening = true;
      dictation.lang = session.lang;
    };
    const dictation: DictationLog = {
      listening: false,
      lang: '',
      say(words) {
        const result = Object.assign([{ transcript: words }], { isFinal: true });
        active?.onresult?.({ resultIndex: 0, results: [result] });
      },
      fail: (code) => end(code),
    };
    window.__dictation = dictation;
    class Recognition implements Handlers {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult = null;
      onerror = null;
      onend = null;
      start() {
        begin(this);
      }
      stop() {
        if (active === this) end();
      }
      abort() {
        if (active === this) end('aborted');
      }
    }
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { value: Recognition, configurable: true });
    }
  }, DEVICE_VOICES);
}

/** A browser without the Web Speech API. */
export async function removeSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of [
      'speechSynthesis',
      'SpeechSynthesisUtterance',
      'SpeechRecognition',
      'webkitSpeechRecognition',
    ]) {
      delete (window as unknown as Record<string, unknown>)[name];
    }
  });
}
