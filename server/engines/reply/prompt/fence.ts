/**
 * Card texts (and anything else a person wrote) go to the model as data inside a labelled
 * fence, never as instructions: a hostile card cannot close the fence early, nor smuggle in
 * the special tokens a chat template is made of (llama.cpp parses `<|im_start|>` in message
 * text as the real token), nor leave a {{placeholder}} unfilled.
 */

/** The names a card's placeholders stand for. */
export type Names = { char: string; user: string; original?: string };

/**
 * {{char}}, {{user}} (any case, spaces allowed), the V1 <BOT>/<USER>, and {{original}} (the
 * app's own text a card's prompt replaces; empty where there is none).
 */
export function fillPlaceholders(text: string, names: Names): string {
  return text
    .replace(/\{\{\s*(char|user|original)\s*\}\}/gi, (_, which: string) => {
      const key = which.toLowerCase();
      return key === 'char' ? names.char : key === 'user' ? names.user : (names.original ?? '');
    })
    .replace(/<(BOT|USER)>/g, (_, which: string) => (which === 'BOT' ? names.char : names.user));
}

/**
 * Breaks every sequence that could end a fence or be read as a template's special token:
 * `<|…|>` (ChatML, Llama 3), `[INST]`, `<s>`, `</s>`, and our own `<…-data>` tags.
 */
export function neutralise(text: string): string {
  return text
    .replace(/<\|/g, '<\u200b|')
    .replace(/\|>/g, '|\u200b>')
    .replace(/\[(\/?)(INST|SYSTEM_PROMPT|AVAILABLE_TOOLS)\]/gi, '[$1 $2]')
    .replace(/<(\/?)s>/gi, '<$1 s>')
    .replace(/<(\/?)([a-z]+-data)\b/gi, '‹$1$2');
}

/** Data in a fence: `<tag-data>` … `</tag-data>`, its text neutralised. */
export function fence(tag: string, text: string): string {
  return `<${tag}-data>\n${neutralise(text.trim())}\n</${tag}-data>`;
}
