import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { readDraft, saveDraft } from '@/features/chats/composer-draft';
import { AUTH_TOKENS_KEY, saveTokens } from '@/lib/auth/token-storage';
import { copyScreen } from '@/lib/last-screen/copy';
import { LAST_SCREEN_KEY, saveLastScreen } from '@/lib/last-screen/record';
import { hasFirstPaint } from './first-paint';
import { findPaintedField, takeOverPaintedField } from './last-screen-field';

/**
 * index.html's last-screen script paints, at parse time, the screen the app kept
 * (lib/last-screen) for the same user, and keeps what is typed as the composer's draft. It
 * repeats the app's storage keys: written and read here by the app's own code.
 */
const template = document.createElement('template');
template.innerHTML = indexHtml;
const script =
  Array.from(template.content.querySelectorAll('script:not([src])'))
    .map((element) => element.textContent ?? '')
    .find((text) => text.includes(LAST_SCREEN_KEY)) ?? '';

const tokenOf = (userId: string) =>
  `x.${btoa(JSON.stringify({ user: { id: userId } })).replace(/=+$/, '')}.y`;
const TEXT = '<img src=x onerror="window.injected=1"> hi';

/** The app's screen as the keeper copies it, then the page's #root as a new launch has it. */
function keep(userId: string, path: string) {
  const root = document.createElement('div');
  root.innerHTML =
    '<section aria-label="Conversation"><div role="region"><ol><li data-key="m1"><p data-text></p></li></ol></div>' +
    '<form><label for="f">Message to Mei</label><textarea id="f"></textarea><button type="submit">Send</button></form></section>';
  root.querySelector('[data-text]')!.textContent = TEXT;
  saveLastScreen(userId, path, { nodes: copyScreen(root)!, draft: `${userId}:abc` });
}

function launch(path: string): HTMLElement {
  history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<div class="boot">Loading Angels…</div>';
  document.body.replaceChildren(root);
  new Function(script)();
  return root;
}

describe("index.html's last-screen script", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.body.replaceChildren();
  });

  it('paints the kept screen for its user and path, text as text', () => {
    saveTokens({ accessToken: tokenOf('ann'), refreshToken: 'r' });
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).not.toBeNull();
    keep('ann', '/chat/abc');
    const root = launch('/chat/abc');
    expect(hasFirstPaint()).toBe(true);
    expect(root.querySelector('li[data-key="m1"] [data-text]')?.textContent).toBe(TEXT);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('textarea')?.labels?.[0]?.textContent).toBe('Message to Mei');
  });

  it('paints nothing for another user, another path, or without a session', () => {
    keep('ann', '/chat/abc');
    expect(launch('/chat/abc').textContent).toBe('Loading Angels…');
    saveTokens({ accessToken: tokenOf('bob'), refreshToken: 'r' });
    expect(launch('/chat/abc').textContent).toBe('Loading Angels…');
    saveTokens({ accessToken: tokenOf('ann'), refreshToken: 'r' });
    expect(launch('/chat/other').textContent).toBe('Loading Angels…');
    expect(hasFirstPaint()).toBe(false);
  });

  it("shows the composer's draft, keeps what is typed as the draft, and hands it over", () => {
    saveTokens({ accessToken: tokenOf('ann'), refreshToken: 'r' });
    keep('ann', '/chat/abc');
    saveDraft('ann', 'abc', 'Half');
    const root = launch('/chat/abc');
    const field = root.querySelector('textarea')!;
    expect(field.value).toBe('Half');
    field.value = 'Half a thought';
    field.dispatchEvent(new Event('input'));
    expect(readDraft('ann', 'abc')).toBe('Half a thought');
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    root.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    field.focus();
    field.setSelectionRange(4, 4);
    const painted = findPaintedField()!;
    expect(painted.focused).toBe(true);
    root.replaceChildren(); // React's first commit
    const appField = document.body.appendChild(document.createElement('textarea'));
    expect(takeOverPaintedField(painted, appField)).toBe('Half a thought');
    expect(appField.value).toBe('Half a thought');
    expect(document.activeElement).toBe(appField);
    expect(appField.selectionStart).toBe(4);
  });

  it('paints nothing from a record that is not readable', () => {
    saveTokens({ accessToken: tokenOf('ann'), refreshToken: 'r' });
    localStorage.setItem(LAST_SCREEN_KEY, '{broken');
    expect(launch('/chat/abc').textContent).toBe('Loading Angels…');
  });
});
