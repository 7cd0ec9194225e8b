import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAngel } from '@contract/angels.ts';
import { draftFromAngel, newDraft, toAngelDraft, type CreatorDraft } from './model';

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
const getMyAngel = vi.fn<(id: number) => Promise<MyAngel>>();
vi.mock('./api/my-angel', () => ({ getMyAngel: (id: number) => getMyAngel(id) }));
const getGeneratorState = vi.fn();
vi.mock('./api/generator-state', () => ({ getGeneratorState: () => getGeneratorState() }));

const { openDraft, resolveWithServer } = await import('./open-draft');

const at = (iso: string, name = 'Mia'): CreatorDraft => {
  const draft = { ...newDraft(), savedAt: iso };
  draft.choices.name = name;
  return draft;
};

beforeEach(() => {
  stored.clear();
  vi.clearAllMocks();
});

describe('resolveWithServer', () => {
  it('keeps the newer copy and sets the other aside, saying which was opened', () => {
    const older = at('2030-01-01T10:00:00Z', 'Old');
    const newer = at('2030-01-01T10:05:00Z', 'New');
    const remoteWins = resolveWithServer(older, newer);
    expect(remoteWins).toMatchObject({ draft: newer, aside: older, moved: true });
    expect(remoteWins.notice).toMatch(/newer draft, saved at .* on your account/);
    const localWins = resolveWithServer(newer, older);
    expect(localWins).toMatchObject({ draft: newer, aside: null, moved: true });
    expect(localWins.notice).toMatch(/kept the draft on this device/);
    expect(resolveWithServer(older, { ...older })).toMatchObject({ draft: older, notice: null });
    expect(resolveWithServer(older, null)).toMatchObject({ draft: older, moved: true });
  });
});

describe('openDraft', () => {
  it('hands the visitor draft over without losing either copy when the server one wins', async () => {
    const visitor = at('2030-01-01T10:00:00Z', 'Visitor');
    const remote = at('2030-01-01T11:00:00Z', 'Remote');
    stored.set('visitor/draft:new', visitor);
    getGeneratorState.mockResolvedValue({ draft: remote, savedAt: remote.savedAt });
    const opened = await openDraft({ userId: 'u1', editId: null });
    expect(opened.draft.choices.name).toBe('Remote');
    expect(opened.aside?.choices.name).toBe('Visitor');
    expect(opened.serverRead).toBe(true);
    // Written to the user's store before the visitor's copy went.
    expect((stored.get('private/creator:new') as CreatorDraft).choices.name).toBe('Visitor');
    expect(stored.has('visitor/draft:new')).toBe(false);
  });

  it("opened offline, keeps this device's draft and says nothing was read yet", async () => {
    stored.set('private/creator:new', at('2030-01-01T10:00:00Z', 'Here'));
    getGeneratorState.mockRejectedValue(new Error('offline'));
    const opened = await openDraft({ userId: 'u1', editId: null });
    expect(opened).toMatchObject({ serverRead: false });
    expect(opened.draft.choices.name).toBe('Here');
    expect(opened.notice).toMatch(/offline/);
  });

  const angel = (updatedAt: string, name: string) => {
    const draft = toAngelDraft(at('2030-01-01T00:00:00Z', name));
    return { id: 7, name, updatedAt, draft } as unknown as MyAngel;
  };

  it("edit: the unsaved edit wins while the Angel is as it began, whatever this device's clock", async () => {
    const saved = angel('2030-01-01T12:00:00.000Z', 'Saved');
    // Typed on a device whose clock is an hour behind the server's.
    const edit = {
      ...draftFromAngel(saved.draft, saved.updatedAt),
      savedAt: '2030-01-01T11:00:00Z',
    };
    edit.choices.name = 'Edited';
    stored.set('private/creator:edit:7', edit);
    getMyAngel.mockResolvedValue(saved);
    const opened = await openDraft({ userId: 'u1', editId: 7 });
    expect(opened.draft.choices.name).toBe('Edited');
    expect(opened.notice).toMatch(/not saved yet/);
  });

  it('edit: an Angel changed elsewhere since opens as saved, the edit kept aside and said', async () => {
    const before = angel('2030-01-01T12:00:00.000Z', 'Saved');
    const edit = {
      ...draftFromAngel(before.draft, before.updatedAt),
      savedAt: '2031-01-01T00:00:00Z',
    };
    edit.choices.name = 'Edited';
    stored.set('private/creator:edit:7', edit);
    getMyAngel.mockResolvedValue(angel('2030-01-01T12:30:00.000Z', 'Changed'));
    const opened = await openDraft({ userId: 'u1', editId: 7 });
    expect(opened.draft.choices.name).toBe('Changed');
    expect(opened.draft.baseUpdatedAt).toBe('2030-01-01T12:30:00.000Z');
    expect(opened.aside?.choices.name).toBe('Edited');
    expect(opened.notice).toMatch(/changed elsewhere/);
  });
});
