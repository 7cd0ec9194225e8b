import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Utterance = {
  text: string;
  voice: { name: string } | null;
  lang: string;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
};

const samantha = { name: 'Samantha', lang: 'en-US', voiceURI: 'Samantha', localService: true };

/** A speech engine at the browser boundary that lists its voices late, as Chrome does. */
function installEngine() {
  let listed: (typeof samantha)[] = [];
  const said: Utterance[] = [];
  const engine = Object.assign(new EventTarget(), {
    getVoices: () => listed,
    speak: (utterance: Utterance) => void said.push(utterance),
    cancel: vi.fn(() => said.splice(0).forEach((utterance) => utterance.onerror?.())),
  });
  vi.stubGlobal('speechSynthesis', engine);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      voice = null;
      lang = '';
      onstart = null;
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    },
  );
  return {
    said,
    engine,
    listVoices() {
      listed = [samantha];
      engine.dispatchEvent(new Event('voiceschanged'));
    },
  };
}

// The module keeps the device's voices and what it reads: a fresh copy for each test.
const load = () => import('./speech');

describe('speech', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the voices the device lists late, then speaks in the chosen one', async () => {
    const device = installEngine();
    const { speak } = await load();
    const done = speak('r1', '*smiles* Hello there.', { id: 1, gender: 'FEMALE' });
    await vi.advanceTimersByTimeAsync(100);
    expect(device.said).toEqual([]);
    device.listVoices();
    await done;
    expect(device.said.map((u) => [u.text, u.voice?.name])).toEqual([['Hello there.', 'Samantha']]);
  });

  it('speaks with the default voice when the device never lists any', async () => {
    const device = installEngine();
    const { speak } = await load();
    const done = speak('r1', 'Hello.', { id: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(device.said.map((u) => [u.text, u.voice])).toEqual([['Hello.', null]]);
    // In the app's language, the reader's variant of it (happy-dom's navigator: en-US).
    expect(device.said[0]!.lang).toMatch(/^en(-us)?$/i);
  });

  it('knows which reply it reads until it ends, is stopped, or another is read', async () => {
    const device = installEngine();
    device.listVoices();
    const { speak, stopSpeaking, speakingNow } = await load();
    await speak('r1', 'One.', { id: 1 });
    expect(speakingNow()).toBe('r1');
    device.said[0]!.onend?.();
    expect(speakingNow()).toBeNull();

    await speak('r1', 'One.', { id: 1 });
    await speak('r2', 'Two.', { id: 1 });
    expect(device.engine.cancel).toHaveBeenCalled();
    // r1's cancelled utterance ending late does not take r2's place.
    expect(speakingNow()).toBe('r2');
    stopSpeaking();
    expect(speakingNow()).toBeNull();
  });

  it('queues auto-read behind what is being read, and says nothing for an empty reply', async () => {
    const device = installEngine();
    device.listVoices();
    const { speak, speakingNow } = await load();
    await speak('r1', 'One.', { id: 1 });
    await speak('r2', 'Two.', { id: 2 }, { queue: true });
    await speak('r3', '   ', { id: 2 }, { queue: true });
    expect(device.said.map((u) => u.text)).toEqual(['One.', 'Two.']);
    expect(speakingNow()).toBe('r1');
    device.said[0]!.onend?.();
    device.said[1]!.onstart?.();
    expect(speakingNow()).toBe('r2');
  });

  it('is absent where the browser has no speech synthesis', async () => {
    const { canSpeak } = await load();
    expect(canSpeak()).toBe(false);
  });
});
