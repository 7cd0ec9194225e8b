import type { ReplyPersona } from '../reply-engine.ts';
import type { Memory } from './memory.ts';
import { profileOf, type Profile } from './profile.ts';
import { withArticle } from './text-tools.ts';
import { voiceOf, type Voice } from './voice.ts';
import type { Vars, Writer } from './writer.ts';

/** Everything an answer is written from: who speaks, what they remember, how they sound. */
export type Scene = {
  persona: ReplyPersona;
  profile: Profile;
  voice: Voice;
  memory: Memory;
  w: Writer;
  /** Slots every template may use. */
  vars: Vars;
};

export function sceneOf(persona: ReplyPersona, memory: Memory, w: Writer): Scene {
  const profile = profileOf(persona);
  const voice = voiceOf(persona);
  // Three different interests in a per-reply order: "{interest}" varies, never repeats itself.
  const order = w.shuffle(profile.interests);
  const [interest = 'a good conversation', interest2 = 'long walks', interest3 = 'good books'] =
    order.length >= 3 ? order : [...order, 'long walks', 'good books'];
  return {
    persona,
    profile,
    voice,
    memory,
    w,
    vars: {
      // ", Sam" or nothing: "Hi{user}!" reads right either way.
      user: memory.userName && w.chance(0.6) ? `, ${memory.userName}` : '',
      first: profile.firstName,
      occupation: withArticle(profile.occupation),
      job: profile.occupation,
      interest,
      interest2,
      interest3,
      age: String(persona.age),
    },
  };
}
