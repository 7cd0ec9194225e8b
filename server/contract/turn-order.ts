/**
 * Group turn-taking, the one implementation: the server decides with it who answers a user
 * message, and the composer uses it to show who will. Pure and free of imports, so the browser
 * bundle takes it as it is. The rules in prose: docs/product-rules.md#group-chats.
 *
 * Order: avatars named as `@Name` answer first, in the order of their first mention; the others
 * follow the chat's rotating order, starting at the seat `rotation` points to. Each avatar
 * answers at most once per user message, and at most `responders` answer. Afterwards the
 * rotation moves on by how many answered through it, so those who spoke wait their turn; when
 * all of them answered it moves by one, so the next message still gets a different first
 * speaker.
 *
 * A mention, exactly:
 * - an `@` not preceded by a word character — a letter, a combining mark, a digit (any script)
 *   or `_` — so that an e-mail address (`me@ava.com`, `é@Ava`) is never a mention, while
 *   `(@Ava)`, `,@Ava` or a mention at the start of the text are;
 * - followed by the avatar's name, compared case-insensitively (Unicode case folding, so
 *   `@ΖΩΉ` names Ζωή) after both are normalised to NFC (an accent typed as a separate
 *   combining mark still matches);
 * - the name not followed by a word character, so `@Avatar` does not name Ava, but `@Ava,`,
 *   `@Ava!` and `@Ava's` do. A name may hold spaces, hyphens or apostrophes; they are matched
 *   literally.
 * - When several names match at the same `@` (`Mary` and `Mary Jane`), the longest is meant.
 * - A part of a name (a word of it: `@Sophie` or `@Laurent` for Sophie Laurent) names that
 *   avatar too, unless it is ambiguous: another avatar's name or part reads the same at that
 *   `@` (two Sophies: `@Sophie` names neither), except that a whole name beats a part of
 *   another (`@Mary` names Mary, not Mary Jane).
 *
 * Scripts written without spaces (Chinese, Japanese) put letters right before and after a
 * mention; those need a space or punctuation around `@Name` to count, like everywhere else.
 */
export type Seat = { id: number; name: string };

/** A letter, combining mark, digit or underscore: what may not touch a mention. */
const WORD = '[\\p{L}\\p{M}\\p{N}_]';
/** Every `@` that may start a mention. */
const AT = new RegExp(`(?<!${WORD})@`, 'gu');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The seats starting at the next speaker. */
export function nextSpeakersFirst<T>(seats: readonly T[], rotation: number): T[] {
  if (seats.length === 0) return [];
  const start = ((rotation % seats.length) + seats.length) % seats.length;
  return [...seats.slice(start), ...seats.slice(0, start)];
}

/** How a seat can be named: its whole name, and each word of a name of several words. */
function namings(name: string): { text: string; whole: boolean }[] {
  const whole = name.normalize('NFC').trim();
  const parts = whole.split(/\s+/).filter((part) => part !== whole);
  return [{ text: whole, whole: true }, ...parts.map((text) => ({ text, whole: false }))];
}

/** Mentioned seats in the order their first mention appears in the text. */
export function mentionedSeats<T extends Seat>(seats: readonly T[], text: string): T[] {
  const normalised = text.normalize('NFC');
  const matchers = seats
    .filter((seat) => seat.name.trim() !== '')
    .flatMap((seat) =>
      namings(seat.name).map(({ text: naming, whole }) => ({
        seat,
        whole,
        // Sticky: the name must start right after the `@` being looked at.
        name: new RegExp(`${escape(naming)}(?!${WORD})`, 'iuy'),
      })),
    );
  const mentioned: T[] = [];
  for (const { index: at } of normalised.matchAll(AT)) {
    // The longest reading wins; at equal length a whole name beats a part, and two seats
    // read the same way are ambiguous: nobody is named.
    let best: { seats: Set<T>; length: number; whole: boolean } | undefined;
    for (const { seat, whole, name } of matchers) {
      name.lastIndex = at + 1;
      const length = name.exec(normalised)?.[0].length;
      if (length === undefined) continue;
      if (!best || length > best.length || (length === best.length && whole && !best.whole)) {
        best = { seats: new Set([seat]), length, whole };
      } else if (length === best.length && whole === best.whole) best.seats.add(seat);
    }
    const [seat, ...others] = best ? [...best.seats] : [];
    if (seat && others.length === 0 && !mentioned.includes(seat)) mentioned.push(seat);
  }
  return mentioned;
}

export function speakingOrder<T extends Seat>(
  seats: readonly T[],
  rotation: number,
  text: string,
  responders: number = seats.length,
): { speakers: T[]; rotation: number } {
  if (seats.length === 0) return { speakers: [], rotation: 0 };
  const count = Math.max(1, Math.min(responders, seats.length));
  const mentioned = mentionedSeats(seats, text).slice(0, count);
  const byRotation = nextSpeakersFirst(seats, rotation)
    .filter((seat) => !mentioned.includes(seat))
    .slice(0, count - mentioned.length);
  const moved = byRotation.length >= seats.length ? 1 : byRotation.length;
  return { speakers: [...mentioned, ...byRotation], rotation: (rotation + moved) % seats.length };
}
