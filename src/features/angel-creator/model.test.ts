import { describe, expect, it } from 'vitest';
import { defaultChoices, defaultLook } from '@contract/angel-looks.ts';
import {
  changedSinceSent,
  createAttempt,
  draftErrors,
  fieldOfIssue,
  newDraft,
  newerDraft,
  parseDraft,
  stepOfField,
  withBasics,
} from './model';

describe('creator draft', () => {
  it('starts from the contract defaults, with empty texts and its own seed', () => {
    const draft = newDraft(new Date('2030-01-01T10:00:00Z'));
    expect(draft.choices).toEqual(defaultChoices());
    expect(draft.texts).toEqual({ occupation: '', bio: '', description: '', greeting: '' });
    expect(draft.seed).not.toBe(newDraft().seed);
    expect(draft.savedAt).toBe('2030-01-01T10:00:00.000Z');
  });

  it('survives a round trip through JSON unchanged', () => {
    const draft = newDraft();
    draft.choices.name = 'Mia';
    draft.texts.bio = 'Typed  by hand\n';
    draft.edited = ['bio'];
    draft.rounds = { greeting: 2 };
    draft.requestId = crypto.randomUUID();
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('reads a damaged or old draft with defaults, keeping what is usable', () => {
    const parsed = parseDraft({
      seed: 's',
      savedAt: '2030-01-01T10:00:00Z',
      choices: {
        age: 12,
        look: { hairStyle: 'mohawk', eyes: 'wink' },
        traits: ['warm', 'warm', 'x'],
      },
      texts: { bio: 'kept', greeting: 7 },
    });
    expect(parsed?.choices.age).toBe(18);
    expect(parsed?.choices.look.hairStyle).toBe(defaultChoices().look.hairStyle);
    expect(parsed?.choices.look.eyes).toBe('wink');
    expect(parsed?.choices.traits).toEqual(['warm']);
    expect(parsed?.texts).toEqual({ occupation: '', bio: 'kept', description: '', greeting: '' });
    expect(parseDraft({ seed: 's' })).toBeNull();
    expect(parseDraft('junk')).toBeNull();
  });

  it('prefers the newer copy, and this device on a tie', () => {
    const local = { ...newDraft(), savedAt: '2030-01-01T10:00:00Z' };
    const later = { ...newDraft(), savedAt: '2030-01-01T10:00:01Z' };
    expect(newerDraft(local, later)).toBe('remote');
    expect(newerDraft(later, local)).toBe('local');
    expect(newerDraft(local, { ...later, savedAt: local.savedAt })).toBe('local');
  });

  it('checks what the server checks: name, required and long texts', () => {
    const draft = newDraft();
    expect(draftErrors(draft)).toEqual({
      name: 'Name is required',
      bio: 'Bio is required',
      greeting: 'Greeting is required',
    });
    draft.choices.name = 'x'.repeat(41);
    draft.texts = {
      occupation: 'o'.repeat(61),
      bio: 'b',
      description: '',
      greeting: 'g'.repeat(11),
    };
    expect(draftErrors(draft, 10)).toEqual({
      name: 'Name must be at most 40 characters',
      occupation: 'Occupation must be at most 10 characters',
      greeting: 'Greeting must be at most 10 characters',
    });
  });

  it('maps server issue paths to fields and steps', () => {
    expect(fieldOfIssue('draft.choices.look.hairStyle')).toBe('look.hairStyle');
    expect(fieldOfIssue('draft.texts.bio')).toBe('bio');
    expect(fieldOfIssue('draft.choices.name')).toBe('name');
    // An item of a list belongs to the list, which the personality step shows.
    expect(fieldOfIssue('draft.choices.traits.0')).toBe('traits');
    expect(fieldOfIssue('draft.choices.interests.12')).toBe('interests');
    expect(fieldOfIssue('draft.choices.relationship')).toBe('relationship');
    expect(stepOfField('relationship')).toBe('personality');
    expect(stepOfField('ethnicity')).toBe('basics');
    expect(stepOfField('look.hairStyle')).toBe('look');
    expect(stepOfField('age')).toBe('basics');
    expect(stepOfField('traits')).toBe('personality');
    expect(stepOfField('greeting')).toBe('texts');
  });

  it('lets an untouched look follow the basics, and keeps a chosen one', () => {
    const choices = defaultChoices();
    const man = withBasics(choices, { gender: 'MALE' });
    expect(man.look).toEqual(defaultLook('MALE', choices.ethnicity, choices.age));
    const styled = { ...choices, look: { ...choices.look, hairStyle: 'bob' } };
    expect(withBasics(styled, { gender: 'MALE' }).look.hairStyle).toBe('bob');
  });
});

describe('create attempts', () => {
  it('keeps the id and the first body of a pending attempt, and tells when the draft changed since', () => {
    const draft = newDraft();
    draft.choices.name = 'First';
    const first = createAttempt(draft);
    const pending = { ...draft, requestId: first.requestId, sent: first.sent };
    expect(changedSinceSent(first.sent, pending)).toBe(false);
    const renamed = { ...pending, choices: { ...pending.choices, name: 'Renamed' } };
    expect(createAttempt(renamed)).toEqual(first);
    expect(changedSinceSent(first.sent, renamed)).toBe(true);
    // Only the Angel's own fields count, not when or how the draft was kept.
    expect(changedSinceSent(first.sent, { ...pending, savedAt: '2031-01-01T00:00:00Z' })).toBe(
      false,
    );
    expect(createAttempt(draft).requestId).not.toBe(first.requestId);
  });
});
