import {
  pause,
  ReplyEngineError,
  type ReplyEngine,
  type ReplyRequest,
} from '../engines/reply/reply-engine.ts';

/**
 * A reply engine the tests steer: `words` chunks (default w0 … w39), `delayMs` between them,
 * and `failAfter` chunks a ReplyEngineError (0: before the first word); a reply taken over
 * (`written`) goes on after the words it has. `requests` records
 * what each reply was asked, so tests can check history and speaking order.
 */
export function scriptedEngine() {
  const script = {
    words: Array.from({ length: 40 }, (_, i) => `w${i} `),
    delayMs: 0,
    failAfter: null as number | null,
    requests: [] as ReplyRequest[],
  };
  const engine: ReplyEngine = {
    name: 'scripted',
    async *generate(request) {
      script.requests.push(request);
      // A reply taken over goes on after the words it already has.
      let skip = request.written?.length ?? 0;
      for (const [index, word] of script.words.entries()) {
        if (skip >= word.length) {
          skip -= word.length;
          continue;
        }
        if (script.failAfter === index) throw new ReplyEngineError('The test engine failed.');
        await pause(script.delayMs, request.signal);
        if (request.signal.aborted) return;
        yield word;
      }
    },
  };
  type Script = typeof script;
  /** Back to no delay, no failure and no requests seen; `words` stay unless given. */
  const reset = (overrides: Partial<Omit<Script, 'requests'>> = {}) => {
    Object.assign(script, { delayMs: 0, failAfter: null, ...overrides });
    script.requests.length = 0;
  };
  return { engine, script, reset };
}

/** A text as the engine's chunks: each word with the space after it. */
export const wordsOf = (text: string): string[] => text.split(/(?<= )/);
