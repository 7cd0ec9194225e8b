/**
 * The conversation as the model reads it: a script. The Angel's own earlier messages are the
 * assistant's turns; everyone else's (the user's, and in a group the other Angels') are user
 * turns, each line led by the speaker's name in a group, so the model always knows who said
 * what. Consecutive turns of one role are merged (strict chat templates want user and
 * assistant to alternate), a chat that starts with the Angel's greeting gets an opening line
 * first, and the last user turn carries the closing notes: the card's post-history
 * instructions and who speaks next.
 */
import { mentionedSeats } from '../../../contract/turn-order.ts';
import type { ReplyRequest, ReplyTurn } from '../reply-engine.ts';
import type { Names } from './fence.ts';
import { neutralise } from './fence.ts';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

const isGroup = (request: ReplyRequest) => request.others.length > 0;

/** One turn as written in the script (its role decides whether the name leads it). */
export function turnLine(request: ReplyRequest, turn: ReplyTurn, names: Names): ChatMessage {
  const own = turn.avatarId === request.persona.id;
  const text = neutralise(turn.text);
  if (own) return { role: 'assistant', content: text };
  const name = turn.avatarId === null ? names.user : turn.name;
  return { role: 'user', content: isGroup(request) ? `${name}: ${text}` : text };
}

/** The first user turn when the script would start with the Angel (its greeting). */
export function openingLine(request: ReplyRequest, names: Names): string {
  return isGroup(request)
    ? `[A group chat begins between ${names.user}, ${[request.persona, ...request.others].map((p) => p.name).join(', ')}.]`
    : `[${names.user} opens a chat with ${names.char}.]`;
}

/** Who speaks next; an Angel the user's last message named is told it was addressed. */
export function nextSpeakerLine(request: ReplyRequest, names: Names): string {
  const lastUser = [...request.history].reverse().find((turn) => turn.avatarId === null);
  const seats = [request.persona, ...request.others].map(({ id, name }) => ({ id, name }));
  const addressed =
    lastUser !== undefined &&
    mentionedSeats(seats, lastUser.text).some((seat) => seat.id === request.persona.id);
  if (!isGroup(request)) {
    const what = request.writesFirst ? 'message' : 'next reply';
    return `[Write ${names.char}'s ${what} to ${names.user}.]`;
  }
  return `[Next: ${names.char} speaks${addressed ? `, whom ${names.user} addressed directly` : ''}. Write only ${names.char}'s reply.]`;
}

/** The turns as alternating messages, the trailer closing the last user turn. */
export function scriptOf(
  request: ReplyRequest,
  turns: readonly ReplyTurn[],
  names: Names,
  trailer: string,
): ChatMessage[] {
  const messages: ChatMessage[] = [];
  const push = (message: ChatMessage) => {
    const last = messages.at(-1);
    if (last && last.role === message.role) last.content += `\n${message.content}`;
    else messages.push({ ...message });
  };
  for (const turn of turns) push(turnLine(request, turn, names));
  if (messages[0]?.role !== 'user')
    messages.unshift({ role: 'user', content: openingLine(request, names) });
  if (trailer) push({ role: 'user', content: trailer });
  // merged onto the last user turn with a blank line: the notes read apart from the words
  const last = messages.at(-1);
  if (trailer && last && last.content.endsWith(`\n${trailer}`) && last.content !== trailer) {
    last.content = `${last.content.slice(0, -trailer.length - 1)}\n\n${trailer}`;
  }
  if (request.written) messages.push({ role: 'assistant', content: request.written });
  return messages;
}
