import { describe, expect, it } from 'vitest';
import { defaultChoices, INTERESTS } from './angel-looks.ts';
import { proposeText } from './angel-writer.ts';
import { GENERAL_OCCUPATIONS, OCCUPATIONS } from './angel-writer-phrases.ts';

const ALL = [...new Set([...Object.values(OCCUPATIONS).flat(), ...GENERAL_OCCUPATIONS])];
const SEEDS = ['s1', 's2', 'another:1', 'another:2', 'x:7'];
// Interests that suggest other jobs, so a bio drawing its own would name one of those.
const INTEREST_SETS = [[], ['music', 'cooking'], INTERESTS.slice(0, 3).map((i) => i.value)];

/** Occupations the bio must not name: every one that is not (part of) the chosen one. */
const others = (chosen: string) =>
  ALL.filter((job) => !chosen.toLowerCase().includes(job.toLowerCase()));

// "Write another bio" must not contradict the occupation the form shows.
describe('a proposed bio keeps the chosen occupation', () => {
  it.each(ALL)('%s, over several seeds and interests', (job) => {
    for (const interests of INTEREST_SETS) {
      for (const seed of SEEDS) {
        const choices = { ...defaultChoices(), name: 'Mei', interests };
        const bio = proposeText('bio', choices, seed, job).toLowerCase();
        expect(bio).toContain(job.toLowerCase());
        for (const other of others(job)) expect(bio).not.toContain(other.toLowerCase());
      }
    }
  });

  it('a typed occupation is kept as typed; an empty one leaves the drawn one', () => {
    const choices = { ...defaultChoices(), name: 'Mei', interests: ['music'] };
    expect(proposeText('bio', choices, 's1', '  Lighthouse   keeper ')).toContain(
      'a lighthouse keeper',
    );
    const drawn = proposeText('occupation', choices, 's1');
    expect(proposeText('bio', choices, 's1', '')).toContain(drawn.toLowerCase());
  });
});
