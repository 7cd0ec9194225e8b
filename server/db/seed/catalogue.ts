import { ETHNICITIES, type Ethnicity, type Gender } from '../../contract/avatars.ts';
import type { NewAvatarRow } from '../tables/avatars.ts';
import { cast } from './people.ts';
import { portraitFor } from './portrait.ts';
import { sketchesOne } from './sketches-1.ts';
import { sketchesTwo } from './sketches-2.ts';
import { sketchesThree } from './sketches-3.ts';
import type { Person, Sketch } from './types.ts';

type Cast = { person: Person; gender: Gender; ethnicity: Ethnicity };

/** Round-robin over ethnicities so every page of the grid shows a varied mix. */
function roundRobin(gender: Gender): Cast[] {
  const out: Cast[] = [];
  const longest = Math.max(...ETHNICITIES.map((e) => cast[e][gender].length));
  for (let i = 0; i < longest; i++) {
    for (const ethnicity of ETHNICITIES) {
      const person = cast[ethnicity][gender][i];
      if (person) out.push({ person, gender, ethnicity });
    }
  }
  return out;
}

/** Two women then one man, matching the catalogue's proportions. */
function lineUp(): Cast[] {
  const women = roundRobin('FEMALE');
  const men = roundRobin('MALE');
  const out: Cast[] = [];
  while (women.length || men.length) {
    for (const next of [women.shift(), women.shift(), men.shift()]) if (next) out.push(next);
  }
  return out;
}

const PRONOUNS: Record<Gender, Record<string, string>> = {
  FEMALE: { She: 'She', she: 'she', Her: 'Her', her: 'her', obj: 'her', herself: 'herself' },
  MALE: { She: 'He', she: 'he', Her: 'His', her: 'his', obj: 'him', herself: 'himself' },
};

function fill(text: string, gender: Gender, first: string): string {
  return text.replace(/\{(\w+)\}/g, (token, key: string) =>
    key === 'first' ? first : (PRONOUNS[gender][key] ?? token),
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

// Closing lines for the bio, picked in turn so neighbouring profiles never read alike.
const CLOSINGS: ((t: string[], i: string[]) => string)[] = [
  (t) => `Friends describe {obj} as ${t[0]}, ${t[1]} and ${t[2]}.`,
  (t, i) => `{She} is ${t[0]} and ${t[1]}, with a soft spot for ${i[0]}.`,
  (t) => `Those who know {obj} say {she} is ${t[0]} to the core and ${t[1]} when it counts.`,
  (_, i) => `{She} is at {her} happiest with ${i[0]}, ${i[1]} and someone good to share them with.`,
  (t, i) => `Ask anyone: {she} is ${t[0]}, ${t[1]} and always up for ${i[1]}.`,
];

function bio(sketch: Sketch, who: Cast, index: number): string {
  const first = who.person.name.split(' ')[0] ?? who.person.name;
  const job = lowerFirst(sketch.occupation);
  const traits = sketch.personality.map((t) => t.toLowerCase());
  const interests = sketch.interests.map(lowerFirst);
  const closing = (CLOSINGS[index % CLOSINGS.length] ?? CLOSINGS[0]!)(traits, interests);
  const text = `${first} is ${article(job)} ${job} from ${who.person.hometown}. ${sketch.life} ${closing}`;
  return fill(text, who.gender, first);
}

/** The demo catalogue, identical on every machine. */
export function buildCatalogue(): NewAvatarRow[] {
  const sketches = [...sketchesOne, ...sketchesTwo, ...sketchesThree];
  const people = lineUp();
  if (people.length !== sketches.length) {
    throw new Error(`Seed data mismatch: ${people.length} people, ${sketches.length} sketches`);
  }
  return people.map((who, index) => {
    const sketch = sketches[index]!;
    const first = who.person.name.split(' ')[0] ?? who.person.name;
    return {
      name: who.person.name,
      gender: who.gender,
      age: sketch.age,
      ethnicity: who.ethnicity,
      tagline: sketch.tagline,
      occupation: sketch.occupation,
      bio: bio(sketch, who, index),
      personality: sketch.personality,
      interests: sketch.interests,
      greeting: fill(sketch.greeting, who.gender, first),
      portrait: portraitFor(index, who.gender, who.ethnicity, sketch.age),
    };
  });
}
