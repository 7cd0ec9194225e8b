/**
 * Cleans a model's reply as it streams, whatever the provider did with `stop`: a leading
 * "{own name}:" is dropped, and the reply ends where a line starts with another speaker's
 * name and a colon (the user's or, in a group, another Angel's): the model began to write
 * their part. A line start that may still become such a tag is held back until it is decided,
 * so nothing another speaker "said" ever reaches a follower; blank lines are held too, so a
 * cut reply does not end in them.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type SpeakerFilter = {
  /** The text that can be shown now; `cut`: the model started another speaker's line. */
  push(chunk: string): { text: string; cut: boolean };
  /** The stream ended: whatever was held and is the Angel's. */
  end(): string;
};

export function createSpeakerFilter(options: {
  own: string;
  others: readonly string[];
  /** The reply goes on from text already shown (mid-line, its start already decided). */
  continuing: boolean;
}): SpeakerFilter {
  const names = [options.own, ...options.others].filter((n) => n.trim());
  const tags = names.map((name, i) => ({
    own: i === 0,
    pattern: new RegExp(`^[ \\t]*[*_]{0,2}${escape(name.trim())}[*_]{0,2}[ \\t]*:[ \\t]*`, 'iu'),
    prefix: `${name.trim()}:`.toLowerCase(),
  }));
  const longest = Math.max(0, ...names.map((n) => n.length)) + 8;
  let started = options.continuing;
  let lineStart = !options.continuing;
  let newlines = '';
  let buffer = '';
  let cut = false;

  /** A line start that is not a tag yet but could become one with more text. */
  const undecided = (head: string) => {
    const bare = head.replace(/^[ \t]*[*_]{0,2}/, '').toLowerCase();
    if (head.length > longest) return false;
    return tags.some(
      (tag) => tag.prefix.startsWith(bare.replace(/[*_]+$/, '').trimEnd()) || bare === '',
    );
  };

  function drain(final: boolean): string {
    let out = '';
    while (buffer && !cut) {
      if (!lineStart) {
        const nl = buffer.indexOf('\n');
        if (nl === -1) {
          out += buffer;
          buffer = '';
          break;
        }
        out += buffer.slice(0, nl);
        buffer = buffer.slice(nl);
        lineStart = true;
        continue;
      }
      if (buffer[0] === '\n' || buffer[0] === '\r') {
        newlines += buffer[0];
        buffer = buffer.slice(1);
        continue;
      }
      const nl = buffer.indexOf('\n');
      const head = nl === -1 ? buffer : buffer.slice(0, nl);
      const tag = tags.find((t) => t.pattern.test(head));
      if (tag && !tag.own) {
        cut = true;
        buffer = '';
        newlines = '';
        break;
      }
      if (tag) buffer = buffer.replace(tag.pattern, '');
      else if (nl === -1 && !final && undecided(head)) break;
      if (!started) buffer = buffer.replace(/^[ \t]+/, '');
      if (!buffer) break; // a tag alone so far: what follows it decides
      if (started) out += newlines;
      newlines = '';
      started = true;
      lineStart = false;
    }
    return out;
  }

  return {
    push(chunk) {
      if (cut) return { text: '', cut };
      buffer += chunk;
      const text = drain(false);
      return { text, cut };
    },
    end() {
      return cut ? '' : drain(true);
    },
  };
}
