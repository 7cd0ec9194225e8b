import { describe, expect, it } from 'vitest';
import {
  chooseVoice,
  preferredLocales,
  speakingStyle,
  STYLE_RANGE,
  voiceGender,
  type DeviceVoice,
} from './voice-choice';

const voice = (name: string, lang: string, localService = true): DeviceVoice => ({
  name,
  lang,
  voiceURI: `${name} ${lang}`,
  localService,
});

const samantha = voice('Samantha', 'en-US');
const daniel = voice('Daniel', 'en-GB');
const googleFemale = voice('Google UK English Female', 'en-GB', false);
const googleMale = voice('Google UK English Male', 'en-GB', false);
const unknown = voice('Voice 7', 'en-US');
const amelie = voice('Amélie', 'fr-CA');
const thomas = voice('Thomas', 'fr-FR');
const device = [thomas, googleMale, samantha, unknown, amelie, daniel, googleFemale];
const en = preferredLocales('en', ['en-GB', 'fr-FR']);

describe('voiceGender', () => {
  it('reads the gender from whole words of the name, and says nothing when it cannot tell', () => {
    expect(voiceGender(googleFemale)).toBe('FEMALE');
    expect(voiceGender(googleMale)).toBe('MALE');
    expect(voiceGender(voice('Microsoft Zira - English (United States)', 'en-US'))).toBe('FEMALE');
    expect(voiceGender(voice('Microsoft Guy Online (Natural)', 'en-US'))).toBe('MALE');
    expect(voiceGender(unknown)).toBeUndefined();
    expect(voiceGender(voice('Malena', 'es-ES'))).toBeUndefined();
  });
});

describe('preferredLocales', () => {
  it("puts the user's own variants of the language first, then the language", () => {
    expect(en).toEqual(['en-gb', 'en']);
    expect(preferredLocales('en', ['de-DE', 'en_AU', 'en-US'])).toEqual(['en-au', 'en-us', 'en']);
    expect(preferredLocales('en', [])).toEqual(['en']);
  });
});

describe('chooseVoice', () => {
  it("picks a voice of the Angel's language and gender, local before network", () => {
    expect(chooseVoice(device, { id: 1, gender: 'FEMALE' }, en)).toBe(samantha);
    expect(chooseVoice(device, { id: 1, gender: 'MALE' }, en)).toBe(daniel);
  });

  it("prefers the reader's accent among voices equally good otherwise", () => {
    const twoLocal = [samantha, voice('Karen', 'en-AU'), voice('Serena', 'en-GB')];
    expect(chooseVoice(twoLocal, { id: 3, gender: 'FEMALE' }, en)?.name).toBe('Serena');
  });

  it('falls back to a voice nobody can tell, then to the other gender, never to another language', () => {
    expect(chooseVoice([daniel, unknown, amelie], { id: 2, gender: 'FEMALE' }, en)).toBe(unknown);
    expect(chooseVoice([daniel, amelie], { id: 2, gender: 'FEMALE' }, en)).toBe(daniel);
    // Without any voice of the language, the device's own voices still speak.
    expect(chooseVoice([amelie], { id: 2, gender: 'FEMALE' }, en)).toBe(amelie);
    expect(chooseVoice([], { id: 2, gender: 'FEMALE' }, en)).toBeUndefined();
  });

  it('is the same for the same Angel whatever order the browser lists voices in', () => {
    const many = ['Samantha', 'Karen', 'Moira', 'Tessa', 'Fiona'].map((n) => voice(n, 'en-US'));
    for (let id = 1; id <= 20; id++) {
      const angel = { id, gender: 'FEMALE' as const };
      expect(chooseVoice([...many].reverse(), angel, en)).toBe(chooseVoice(many, angel, en));
    }
    // …and spreads a group's Angels over the voices there are.
    const chosen = new Set([1, 2, 3, 4, 5, 6].map((id) => chooseVoice(many, { id }, en)?.name));
    expect(chosen.size).toBeGreaterThan(1);
  });
});

describe('speakingStyle', () => {
  it('speaks lively Angels faster and higher, calm ones slower and lower', () => {
    const lively = speakingStyle({ id: 1, personality: ['Energetic', 'Playful', 'Chatty'] });
    const calm = speakingStyle({ id: 1, personality: ['Calm', 'Wise', 'Patient'] });
    expect(lively.rate).toBeGreaterThan(1);
    expect(calm.rate).toBeLessThan(1);
    expect(lively.pitch).toBeGreaterThan(calm.pitch);
  });

  it('stays within a gentle range and is the same every time', () => {
    const many = { id: 9, personality: Array(20).fill('energetic') as string[] };
    expect(speakingStyle(many)).toEqual({ rate: 1 + STYLE_RANGE, pitch: 1 + STYLE_RANGE });
    expect(speakingStyle({ id: 4, personality: ['Warm'] })).toEqual(
      speakingStyle({ id: 4, personality: ['warm '] }),
    );
    const plain = speakingStyle({ id: 4 });
    expect(plain.rate).toBe(1);
    expect(Math.abs(plain.pitch - 1)).toBeLessThanOrEqual(0.02);
  });

  it("nudges the pitch towards the Angel's gender when the voice is not of it", () => {
    const her = { id: 5, gender: 'FEMALE' as const };
    expect(speakingStyle(her, daniel).pitch).toBeGreaterThan(speakingStyle(her, samantha).pitch);
    const him = { id: 5, gender: 'MALE' as const };
    expect(speakingStyle(him, samantha).pitch).toBeLessThan(speakingStyle(him, daniel).pitch);
  });
});
