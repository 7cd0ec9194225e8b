import { describe, expect, it } from 'vitest';
import { defaultChoices } from '../contract/angel-looks.ts';
import { proposalPrompt } from './proposal-llm.ts';

// A model-written bio must keep the occupation the form shows, like the built-in writer's.
describe('proposalPrompt', () => {
  const choices = { ...defaultChoices(), name: 'Mei' };

  it("tells the model a bio's job when the form has one, and nothing else does", () => {
    expect(proposalPrompt('bio', choices, ' Park   ranger ')).toContain(
      'Their job is: Park ranger. Name this job and no other.',
    );
    expect(proposalPrompt('bio', choices)).not.toContain('Their job is');
    expect(proposalPrompt('greeting', choices, 'Park ranger')).not.toContain('Park ranger');
  });
});
