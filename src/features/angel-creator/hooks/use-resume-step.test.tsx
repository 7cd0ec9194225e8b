import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newDraft, type CreatorDraft } from '../model';
import type { StepId } from '../steps';

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
vi.mock('@/lib/private-store', () => ({ privateStore: () => 'private' }));

const { useResumeStep } = await import('./use-resume-step');

const SLOT = { userId: 'user-1', editId: null };
const KEY = 'private/creator:new:step';
function complete(): CreatorDraft {
  const draft = newDraft();
  draft.choices.name = 'Juniper';
  draft.texts.bio = 'Juniper maps hidden trails.';
  draft.texts.greeting = 'Hello there!';
  return draft;
}

type Props = { draft: CreatorDraft | null; asked: StepId | undefined };
const mount = (props: Props, onResume = vi.fn()) => ({
  onResume,
  ...renderHook(({ draft, asked }: Props) => useResumeStep(SLOT, draft, asked, onResume), {
    initialProps: props,
  }),
});

beforeEach(() => stored.clear());

describe('useResumeStep', () => {
  it('opened without a step: shows nothing until the step left is known, then that step', async () => {
    const draft = complete();
    stored.set(KEY, { step: 'texts', seed: draft.seed });
    const { result, onResume } = mount({ draft, asked: undefined });
    // Never the first step for a moment: the form would flash it, and remember it.
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('texts'));
    expect(onResume).toHaveBeenCalledWith('texts');
    expect(stored.get(KEY)).toEqual({ step: 'texts', seed: draft.seed });
  });

  it('waits for the draft, which decides how far the step may be', async () => {
    const draft = complete();
    draft.texts.bio = '';
    stored.set(KEY, { step: 'review', seed: draft.seed });
    const { result, rerender, onResume } = mount({ draft: null, asked: undefined });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toBeNull();
    rerender({ draft, asked: undefined });
    await waitFor(() => expect(result.current).toBe('texts'));
    expect(onResume).toHaveBeenCalledExactlyOnceWith('texts');
  });

  it('a step in the URL wins at once, and is remembered once the old one was read', async () => {
    const draft = complete();
    stored.set(KEY, { step: 'texts', seed: draft.seed });
    const { result, rerender, onResume } = mount({ draft, asked: 'look' });
    expect(result.current).toBe('look');
    await waitFor(() => expect(stored.get(KEY)).toEqual({ step: 'look', seed: draft.seed }));
    rerender({ draft, asked: 'personality' });
    await waitFor(() => expect(stored.get(KEY)).toEqual({ step: 'personality', seed: draft.seed }));
    expect(onResume).not.toHaveBeenCalled();
    // Opened again without a step while on it: the step just left, not the one first read.
    rerender({ draft, asked: undefined });
    expect(result.current).toBe('personality');
    expect(onResume).toHaveBeenCalledExactlyOnceWith('personality');
  });
});
