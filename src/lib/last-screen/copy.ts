import { MAX_ROWS, MAX_SCREEN_CHARS, type ScreenNode } from './record';

/**
 * The page's markup as plain data (record.ts), for index.html to paint it again before the app
 * runs. Only what lays the screen out and names it: the tags below (anything else is left out
 * with its content), attributes but no handlers, no inline frames' documents and no URL that
 * leaves the origin; text stays text. Long lists keep the rows a launch shows: a scrolling
 * region's last ones (a conversation's newest messages), any other list's first ones.
 */
const TAGS = new Set(
  (
    'a aside b br button div em footer form h1 h2 h3 header i img label li main nav ol p ' +
    'section small span strong textarea time ul svg path circle rect g line polyline polygon'
  ).split(' '),
);
const TRANSIENT = '[aria-live], [aria-label="Notifications"]';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** A same-origin path ("/x", not "//host") or a fragment: nothing else is kept as a URL. */
export const isOwnPath = (value: string) => /^(\/(?!\/)|#)/.test(value);

function keptAttributes(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('on') || name === 'srcdoc' || name === 'srcset') continue;
    if (URL_ATTRIBUTES.has(name) && !isOwnPath(value)) continue;
    attributes[name] = value;
  }
  return attributes;
}

function copyNode(node: Node, rows: number, inRegion: boolean): ScreenNode | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (!TAGS.has(tag)) return null;
  const attributes = keptAttributes(element);
  const region = inRegion || element.getAttribute('role') === 'region';
  // What is said of the moment (live regions, toasts) is not said again at the next launch.
  let children = element.matches(TRANSIENT) ? [] : Array.from(element.childNodes);
  if (tag === 'ol' || tag === 'ul') {
    // A windowed list's spacers stand for rows that are not copied.
    if (region) delete attributes.style;
    const items = children.filter((child) => child.nodeType === Node.ELEMENT_NODE);
    if (items.length > rows) children = region ? items.slice(-rows) : items.slice(0, rows);
  }
  const copied: ScreenNode[] = [];
  for (const child of children) {
    const kept = copyNode(child, rows, region);
    if (kept !== null && kept !== '') copied.push(kept);
  }
  return [tag, attributes, copied];
}

/** #root's content as data, with fewer rows until it fits MAX_SCREEN_CHARS (null: never). */
export function copyScreen(root: Element): ScreenNode[] | null {
  for (let rows = MAX_ROWS; rows >= 2; rows = Math.floor(rows / 2)) {
    const nodes = Array.from(root.childNodes)
      .map((child) => copyNode(child, rows, false))
      .filter((node): node is ScreenNode => node !== null && node !== '');
    if (JSON.stringify(nodes).length <= MAX_SCREEN_CHARS - 200) return nodes;
  }
  return null;
}
