import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, type LoggedUser } from '@/lib/auth/session-store';
import { keepLastScreen, keepScreenNow, screenOf } from './keeper';
import { readLastScreen } from './record';

const user = { id: 'ann', email: 'ann@example.com' } as LoggedUser;
const conversation =
  '<section><div role="region"><ol><li data-key="m1"><p data-text>Hi</p></li></ol></div>' +
  '<form><textarea></textarea></form></section>';

function show(path: string, html: string): HTMLElement {
  history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html; // the test's own markup, standing for what React rendered
  document.body.replaceChildren(root);
  return root;
}

describe('keeping the last screen', () => {
  beforeEach(() => sessionStore.set({ user, groups: [] }));
  afterEach(() => {
    sessionStore.set({ user: null, groups: [] });
    localStorage.clear();
  });

  it('knows the screens it keeps', () => {
    expect(screenOf('/chat')).toEqual({ ready: 'ul[aria-label="Your conversations"] > li' });
    expect(screenOf('/chat/abc')?.chatHash).toBe('abc');
    expect(screenOf('/chat/group/abc')?.chatHash).toBe('abc');
    expect(screenOf('/settings')).toBeNull();
    expect(screenOf('/chat/abc/more')).toBeNull();
  });

  it("keeps a settled conversation, with its composer's draft key", () => {
    const root = show('/chat/abc', conversation);
    expect(keepScreenNow(root)).toBe(true);
    const record = readLastScreen()!;
    expect(record.user).toBe('ann');
    expect(record.screens['/chat/abc']?.draft).toBe('ann:abc');
  });

  it('keeps nothing before the screen has settled, under a dialog, or for nobody', () => {
    expect(keepScreenNow(show('/chat/abc', '<section>Loading</section>'))).toBe(false);
    expect(keepScreenNow(show('/chat/abc', `${conversation}<div role="dialog"></div>`))).toBe(
      false,
    );
    expect(keepScreenNow(show('/settings', conversation))).toBe(false);
    // The copy painted by index.html, still waiting for the app, is not copied again.
    expect(keepScreenNow(show('/chat/abc', `<div data-last-screen>${conversation}</div>`))).toBe(
      false,
    );
    sessionStore.set({ user: null, groups: [] });
    expect(keepScreenNow(show('/chat/abc', conversation))).toBe(false);
    expect(readLastScreen()).toBeNull();
  });

  it('forgets it when the session ends (logout, deleted account, lost session)', () => {
    show('/chat/abc', conversation);
    keepLastScreen();
    expect(keepScreenNow()).toBe(true);
    sessionStore.set({ user: null, groups: [] });
    expect(readLastScreen()).toBeNull();
  });
});
