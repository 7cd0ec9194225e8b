import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newDraft, type CreatorDraft } from './model';
import type { StepId } from './steps';

const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'visitor',
  get: (key: string, store: string) => Promise.resolve(stored.get(`${store}/${key}`)),
  set: (key: string, value: unknown, store: string) => {
    stored.set(`${store}/${key}`, structuredClone(value));
    return Promise.resolve();
  },
  del: (key: string, store: string) => Promise.resolve(void stored.delete(`${store}/${key}`)),
}));
// The store erased at logout and at a start without a session (lib/query-persistence).
vi.mock('@/lib/private-store', () => ({ privateStore: () => 'private' }));

const { readDraft, writeDraft, VISITOR_SLOT } = await import('./draft-storage');
const { forgetLeftAt, keepLeftAt, parseLeftAt, recallLeftAt, resumeStep } =
  await import('./step-memory');

const USER = { userId: 'user-1', editId: null };
const EDIT = { userId: 'user-1', editId: 7 };

/** A draft with everything Create needs, so no step has a field to fix. */
function complete(): CreatorDraft {
  const draft = newDraft();
  draft.choices.name = 'Juniper';
  draft.texts.bio = 'Juniper maps hidden trails.';
  draft.texts.greeting = 'Hello there!';
  return draft;
}
const leftAt = (draft: CreatorDraft, step: StepId) => [{ step, seed: draft.seed }];

beforeEach(() => stored.clear());

describe('resumeStep', () => {
  it('reopens a draft at the step it was left at', () => {
    const draft = complete();
    for (const step of ['basics', 'look', 'personality', 'texts', 'review'] as const) {
      expect(resumeStep(leftAt(draft, step), draft)).toBe(step);
    }
  });

  it('opens any other draft at the first step', () => {
    const draft = complete();
    expect(resumeStep([], draft)).toBe('basics');
    // Left in a draft since finished, replaced or never kept: a new draft has a new seed.
    expect(resumeStep(leftAt(newDraft(), 'review'), draft)).toBe('basics');
  });

  it('never goes past a step with a required field missing or too long', () => {
    for (const broken of [
      (d: CreatorDraft) => (d.choices.name = ' '),
      (d: CreatorDraft) => (d.texts.bio = ''),
      (d: CreatorDraft) => (d.texts.greeting = ''),
      (d: CreatorDraft) => (d.texts.greeting = 'x'.repeat(10_000)),
    ]) {
      const draft = complete();
      broken(draft);
      expect(resumeStep(leftAt(draft, 'review'), draft)).toBe('texts');
      // Before that step, nothing is skipped: the step left is kept.
      expect(resumeStep(leftAt(draft, 'look'), draft)).toBe('look');
    }
  });

  it('picks, of several records, the one of this draft', () => {
    const [other, draft] = [complete(), complete()];
    const records = [...leftAt(other, 'look'), ...leftAt(draft, 'personality')];
    expect(resumeStep(records, draft)).toBe('personality');
  });
});

describe('parseLeftAt', () => {
  it('takes only a known step with a seed', () => {
    expect(parseLeftAt({ step: 'texts', seed: 's' })).toEqual({ step: 'texts', seed: 's' });
    for (const raw of [null, 'texts', { step: 'texts' }, { step: 'gone', seed: 's' }]) {
      expect(parseLeftAt(raw)).toBeNull();
    }
    expect(parseLeftAt({ step: 'texts', seed: '' })).toBeNull();
  });
});

describe('the step kept on this device', () => {
  it("is kept per slot, a user's in the private store erased at logout", async () => {
    await keepLeftAt(VISITOR_SLOT, { step: 'look', seed: 'a' });
    await keepLeftAt(USER, { step: 'texts', seed: 'b' });
    await keepLeftAt(EDIT, { step: 'personality', seed: 'c' });
    expect(Object.fromEntries(stored)).toEqual({
      'visitor/draft:new:step': { step: 'look', seed: 'a' },
      'private/creator:new:step': { step: 'texts', seed: 'b' },
      'private/creator:edit:7:step': { step: 'personality', seed: 'c' },
    });
    expect(await recallLeftAt(EDIT)).toEqual([{ step: 'personality', seed: 'c' }]);
    await forgetLeftAt(EDIT);
    expect(await recallLeftAt(EDIT)).toEqual([]);
  });

  it('never touches the draft, so a step move is not an edit', async () => {
    const draft = complete();
    await writeDraft(USER, draft);
    await keepLeftAt(USER, { step: 'review', seed: draft.seed });
    expect(await readDraft(USER)).toEqual(draft);
  });

  it("moves to the user who logs in, with the visitor's draft", async () => {
    await keepLeftAt(VISITOR_SLOT, { step: 'texts', seed: 'visitor' });
    expect(await recallLeftAt(USER)).toEqual([{ step: 'texts', seed: 'visitor' }]);
    // Theirs now: nothing of it stays in the visitor's store, which nothing erases.
    expect(await recallLeftAt(VISITOR_SLOT)).toEqual([]);
    expect(await recallLeftAt(USER)).toEqual([{ step: 'texts', seed: 'visitor' }]);
  });

  it("keeps the user's own step too, for whichever draft wins at login", async () => {
    await keepLeftAt(USER, { step: 'look', seed: 'own' });
    await keepLeftAt(VISITOR_SLOT, { step: 'texts', seed: 'visitor' });
    expect(await recallLeftAt(USER)).toEqual([
      { step: 'look', seed: 'own' },
      { step: 'texts', seed: 'visitor' },
    ]);
    expect(await recallLeftAt(VISITOR_SLOT)).toEqual([]);
  });

  it('reads a corrupt record as no step', async () => {
    stored.set('private/creator:new:step', { step: 42 });
    expect(await recallLeftAt(USER)).toEqual([]);
  });
});
