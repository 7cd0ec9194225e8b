/**
 * Group turn-taking. Avatars named as `@Name` (case-insensitive, a whole word) answer first,
 * in the order they are named; the others follow the chat's rotating order, starting at the
 * seat `rotation` points to. Each avatar answers at most once per user message, and at most
 * `responders` answer. Afterwards the rotation moves on by how many answered through it, so
 * those who spoke wait their turn; when all of them answered it moves by one, so the next
 * message still gets a different first speaker.
 */
type Seat = { id: number; name: string };

/** The seats starting at the next speaker. */
export function nextSpeakersFirst<T>(seats: readonly T[], rotation: number): T[] {
  if (seats.length === 0) return [];
  const start = ((rotation % seats.length) + seats.length) % seats.length;
  return [...seats.slice(start), ...seats.slice(0, start)];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mentioned seats in the order their first mention appears in the text. */
export function mentionedSeats<T extends Seat>(seats: readonly T[], text: string): T[] {
  return seats
    .map((seat) => {
      const at = new RegExp(`(?<![\\p{L}\\p{N}_])@${escape(seat.name)}(?![\\p{L}\\p{N}_])`, 'iu');
      return { seat, index: text.search(at) };
    })
    .filter((m) => m.index >= 0)
    .sort((a, b) => a.index - b.index)
    .map((m) => m.seat);
}

export function speakingOrder<T extends Seat>(
  seats: readonly T[],
  rotation: number,
  text: string,
  responders: number = seats.length,
): { speakers: T[]; rotation: number } {
  const count = Math.max(1, Math.min(responders, seats.length));
  const mentioned = mentionedSeats(seats, text).slice(0, count);
  const byRotation = nextSpeakersFirst(seats, rotation)
    .filter((seat) => !mentioned.includes(seat))
    .slice(0, count - mentioned.length);
  const moved = byRotation.length >= seats.length ? 1 : byRotation.length;
  return { speakers: [...mentioned, ...byRotation], rotation: (rotation + moved) % seats.length };
}
