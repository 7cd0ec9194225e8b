/** The payment pages' frame: their styles and document around a body built with `html`. */
import { html, Html } from '../http/html.ts';

// The CSP allows inline styles (not scripts); the pages need no script at all.
const STYLE = `
:root { color-scheme: light dark; --fg: #1b1b1f; --bg: #f7f7fa; --card: #fff; --muted: #55555f;
  --line: #c9c9d3; --accent: #5b3cc4; --accent-fg: #fff; --error: #b3261e; --ok: #1e6b35; }
@media (prefers-color-scheme: dark) { :root { --fg: #ececf1; --bg: #141418; --card: #1e1e24;
  --muted: #b4b4c0; --line: #44444f; --accent: #b9a6ff; --accent-fg: #14101f; --error: #ffb4ab;
  --ok: #8fd6a0; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: var(--card);
  border: 1px solid var(--line); border-radius: 12px; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
p.sandbox { margin: 0 0 1rem; color: var(--muted); font-size: .9rem; }
dl.summary { display: grid; grid-template-columns: 1fr auto; gap: .25rem 1rem; margin: 0; }
dl.summary dt { color: var(--muted); } dl.summary dd { margin: 0; text-align: right; }
dl.summary .total { font-weight: 700; color: var(--fg); }
.field { margin: 0 0 1rem; } .row { display: flex; gap: 1rem; } .row .field { flex: 1; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input { width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid var(--line);
  border-radius: 8px; background: var(--bg); color: var(--fg); }
input[aria-invalid="true"] { border-color: var(--error); }
.error { color: var(--error); margin: .25rem 0 0; font-size: .9rem; }
.alert { border: 1px solid var(--error); color: var(--error); border-radius: 8px; padding: .75rem;
  margin: 0 0 1rem; }
.success { color: var(--ok); }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
button, a.button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border-radius: 8px;
  border: 1px solid var(--accent); cursor: pointer; text-decoration: none; display: inline-block; }
button.primary { background: var(--accent); color: var(--accent-fg); }
button.secondary, a.button { background: transparent; color: var(--accent); }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid var(--accent);
  outline-offset: 2px; }
a { color: var(--accent); }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { text-align: left; padding: .25rem .5rem .25rem 0; }
code { font-family: ui-monospace, monospace; white-space: nowrap; }
`;

/** `sandbox`: say that no real money is charged (not on pages about a real provider's payment). */
export function page(title: string, body: Html, sandbox = true): string {
  return `<!doctype html>${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Angels checkout</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <main>
          ${sandbox ? html`<p class="sandbox">Angels sandbox checkout: no real money is charged.</p>` : ''}
          ${body}
        </main>
      </body>
    </html>`.text
  }`;
}
