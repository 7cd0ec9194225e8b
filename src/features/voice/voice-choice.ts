/**
 * Which of the device's voices an Angel speaks with, and how fast and high. Pure: the same
 * Angel on the same device always sounds the same, and two Angels of a group sound different
 * where the device has voices enough.
 *
 * Browsers say nothing of a voice's gender, so it is read from the voice's name ("Google UK
 * English Female", "Samantha", "Microsoft Guy"); voices nobody can tell are the next best.
 * Local voices come before network ones: they also speak offline, so the Angel keeps its voice.
 */
import type { Gender } from '@contract/avatars.ts';

/** The part of a SpeechSynthesisVoice a choice reads (tests build plain objects). */
export type DeviceVoice = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'voiceURI' | 'localService'>;

export type VoiceAngel = {
  id: number;
  gender?: Gender | undefined;
  personality?: readonly string[] | undefined;
};

export type SpeakingStyle = { rate: number; pitch: number };

/** Names the major engines (Apple, Google, Microsoft, Amazon, eSpeak) give their voices. */
const FEMALE_NAMES = new Set(
  'female woman girl samantha victoria karen moira tessa fiona veena zira hazel susan catherine allison ava serena kate aria jenny libby sonia natasha emma amy joanna kendra kimberly salli ivy olivia nicky vicki anna alice amelie paulina monica sara ellen helena laura linda heera kalpana kyoko milena zuzana ioana lekha melina yelda carmit damayanti mariska nora alva klara zosia luciana joana sabina elsa michelle clara denise elvira isabella neerja nanami xiaoxiao'.split(
    ' ',
  ),
);
const MALE_NAMES = new Set(
  'male man boy daniel alex fred tom david mark george james ryan guy brian oliver aaron arthur gordon lee rishi thomas diego jorge juan luca xander yuri maged tarik matthew joey justin kevin russell eddy reed rocko ralph albert bruce junior brandon christopher eric roger william liam ravi prabhat keita yunxi'.split(
    ' ',
  ),
);

/** FEMALE, MALE, or undefined when the name does not tell. */
export function voiceGender(voice: Pick<DeviceVoice, 'name'>): Gender | undefined {
  const words = voice.name.toLowerCase().split(/[^a-z]+/);
  // "Female" contains "male": whole words only, and female names are looked at first.
  if (words.some((word) => FEMALE_NAMES.has(word))) return 'FEMALE';
  if (words.some((word) => MALE_NAMES.has(word))) return 'MALE';
  return undefined;
}

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';
const normal = (tag: string) => tag.toLowerCase().replace('_', '-');

/**
 * The locales to look for, best first: the user's own variants of the Angel's language (an
 * en-GB reader hears British English), then the language itself.
 */
export function preferredLocales(language: string, userLanguages: readonly string[]): string[] {
  const own = userLanguages.filter((tag) => primary(tag) === primary(language)).map(normal);
  return [...new Set([...own, normal(language)])];
}

/** A small stable hash: the Angel's id picks among equally good voices. */
function spread(id: number): number {
  let hash = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

function score(voice: DeviceVoice, angel: VoiceAngel, locales: readonly string[]): number {
  const gender = voiceGender(voice);
  // The Angel's gender outweighs all else, then speaking offline, then the reader's accent.
  const genderScore = !angel.gender || gender === angel.gender ? 2 : gender ? 0 : 1;
  const rank = locales.indexOf(normal(voice.lang));
  const localeScore = rank === -1 ? 0 : locales.length - rank;
  return genderScore * 1000 + (voice.localService ? 100 : 0) + localeScore;
}

/**
 * The Angel's voice among `voices`, or undefined when the device has none (the engine's
 * default then speaks). Voices of the Angel's language first; without any, the device's own.
 */
export function chooseVoice<V extends DeviceVoice>(
  voices: readonly V[],
  angel: VoiceAngel,
  locales: readonly string[],
): V | undefined {
  const language = primary(locales.at(-1) ?? 'en');
  const speaking = voices.filter((voice) => primary(voice.lang) === language);
  const pool = speaking.length > 0 ? speaking : voices;
  if (pool.length === 0) return undefined;
  const scored = pool.map((voice) => ({ voice, score: score(voice, angel, locales) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  // Sorted, so the order the browser lists voices in does not change who gets which.
  const tied = scored
    .filter((entry) => entry.score === best)
    .map((entry) => entry.voice)
    .sort((a, b) => (a.voiceURI < b.voiceURI ? -1 : a.voiceURI > b.voiceURI ? 1 : 0));
  return tied[spread(angel.id) % tied.length];
}

/** How each trait moves the voice; traits not here leave it as it is. */
const TRAIT_STYLE: Record<string, SpeakingStyle> = {
  energetic: { rate: 0.06, pitch: 0.03 },
  playful: { rate: 0.04, pitch: 0.04 },
  cheerful: { rate: 0.04, pitch: 0.04 },
  chatty: { rate: 0.05, pitch: 0.02 },
  spontaneous: { rate: 0.04, pitch: 0.02 },
  adventurous: { rate: 0.03, pitch: 0.01 },
  witty: { rate: 0.03, pitch: 0.01 },
  funny: { rate: 0.03, pitch: 0.02 },
  sociable: { rate: 0.03, pitch: 0.01 },
  'quick-thinking': { rate: 0.05, pitch: 0 },
  passionate: { rate: 0.03, pitch: 0 },
  confident: { rate: 0.01, pitch: -0.03 },
  optimistic: { rate: 0.02, pitch: 0.02 },
  shy: { rate: -0.03, pitch: 0.03 },
  calm: { rate: -0.05, pitch: -0.02 },
  patient: { rate: -0.04, pitch: -0.01 },
  wise: { rate: -0.05, pitch: -0.03 },
  gentle: { rate: -0.04, pitch: 0 },
  thoughtful: { rate: -0.04, pitch: -0.01 },
  quiet: { rate: -0.04, pitch: 0 },
  dreamy: { rate: -0.04, pitch: 0.01 },
  soulful: { rate: -0.03, pitch: -0.02 },
  romantic: { rate: -0.03, pitch: -0.01 },
  mysterious: { rate: -0.04, pitch: -0.04 },
  philosophical: { rate: -0.04, pitch: -0.02 },
  grounded: { rate: -0.02, pitch: -0.02 },
  steady: { rate: -0.02, pitch: -0.02 },
  'laid-back': { rate: -0.04, pitch: -0.01 },
  easygoing: { rate: -0.03, pitch: 0 },
  caring: { rate: -0.02, pitch: 0 },
  warm: { rate: -0.01, pitch: 0 },
};

/** Within this much of the engine's normal: a voice, not a caricature. */
export const STYLE_RANGE = 0.1;

const clamp = (value: number) =>
  Math.round(Math.min(1 + STYLE_RANGE, Math.max(1 - STYLE_RANGE, value)) * 100) / 100;

/**
 * Rate and pitch from the Angel's personality, plus a slight pitch of its own (so two Angels
 * sharing a device's only voice can be told apart). `voice`: the chosen voice, whose gender,
 * when it is not the Angel's, is nudged towards it.
 */
export function speakingStyle(angel: VoiceAngel, voice?: Pick<DeviceVoice, 'name'>): SpeakingStyle {
  let rate = 1;
  let pitch = 1 + ((spread(angel.id) % 5) - 2) / 100;
  for (const trait of angel.personality ?? []) {
    const style = TRAIT_STYLE[trait.trim().toLowerCase().replace(/\s+/g, '-')];
    rate += style?.rate ?? 0;
    pitch += style?.pitch ?? 0;
  }
  const heard = voice ? voiceGender(voice) : undefined;
  if (angel.gender && heard !== angel.gender) pitch += angel.gender === 'FEMALE' ? 0.08 : -0.08;
  return { rate: clamp(rate), pitch: clamp(pitch) };
}
