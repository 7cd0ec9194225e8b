import { afterEach, describe, expect, it } from 'vitest';
import { copyScreen } from './copy';
import { MAX_ROWS, MAX_SCREEN_CHARS, type ScreenNode } from './record';

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html; // the test's own markup, standing for what React rendered
  document.body.append(root);
  return root;
}

const texts = (nodes: ScreenNode[]): string[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [node] : texts(node[2])));

describe('copying the screen', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps tags, classes and labels, and text as text', () => {
    const root = rootWith(
      '<section class="flex" aria-label="Conversation"><p data-text class="x">&lt;img src=x onerror=alert(1)&gt;</p></section>',
    );
    expect(copyScreen(root)).toEqual([
      [
        'section',
        { class: 'flex', 'aria-label': 'Conversation' },
        [['p', { 'data-text': '', class: 'x' }, ['<img src=x onerror=alert(1)>']]],
      ],
    ]);
  });

  it('leaves out handlers, foreign URLs and tags not on its list', () => {
    const root = rootWith(
      '<a href="https://elsewhere.example/x" onclick="go()">out</a><a href="/chat">in</a>' +
        '<img src="/api/portraits/a.svg"><img src="https://cdn.example/a.png" srcset="a 1x">' +
        '<iframe srcdoc="x"></iframe><script>bad()</script><dialog open>over it</dialog>',
    );
    expect(copyScreen(root)).toEqual([
      ['a', {}, ['out']],
      ['a', { href: '/chat' }, ['in']],
      ['img', { src: '/api/portraits/a.svg' }, []],
      ['img', {}, []],
    ]);
  });

  it("keeps a scrolling region's last rows and another list's first, without spacers", () => {
    const items = Array.from({ length: MAX_ROWS + 5 }, (_, i) => `<li>${i}</li>`).join('');
    const root = rootWith(
      `<div role="region"><ol style="padding-top: 900px">${items}</ol></div><ul>${items}</ul>`,
    );
    const [region, list] = copyScreen(root)! as Array<Exclude<ScreenNode, string>>;
    const ol = region![2][0] as Exclude<ScreenNode, string>;
    expect(ol[1]).toEqual({});
    expect(texts(ol[2])).toEqual(Array.from({ length: MAX_ROWS }, (_, i) => String(i + 5)));
    expect(texts(list![2])).toEqual(Array.from({ length: MAX_ROWS }, (_, i) => String(i)));
  });

  it('says nothing again of the moment: live regions and toasts are copied empty', () => {
    const root = rootWith(
      '<div aria-live="polite">Angel: hello</div><section aria-label="Notifications"><ol><li>Saved</li></ol></section>',
    );
    expect(texts(copyScreen(root)!)).toEqual([]);
  });

  it('drops rows until the copy fits its bound', () => {
    const long = 'x'.repeat(Math.floor(MAX_SCREEN_CHARS / 8));
    const items = Array.from({ length: MAX_ROWS }, (_, i) => `<li>${i}${long}</li>`).join('');
    const copy = copyScreen(rootWith(`<div role="region"><ol>${items}</ol></div>`))!;
    expect(JSON.stringify(copy).length).toBeLessThanOrEqual(MAX_SCREEN_CHARS);
    expect(texts(copy).at(-1)).toBe(`${MAX_ROWS - 1}${long}`);
  });
});
