import { describe, expect, it } from 'vitest';
import { mentionedSeats, nextSpeakersFirst, speakingOrder } from './turn-order.ts';

const seats = [
  { id: 1, name: 'Ava' },
  { id: 2, name: 'Bo' },
  { id: 3, name: 'Cleo' },
];
const ids = (list: Array<{ id: number }>) => list.map((s) => s.id);

describe('group turn order', () => {
  it('rotates without a mention: all answer, and the next message starts one further', () => {
    const first = speakingOrder(seats, 0, 'hello everyone');
    expect(ids(first.speakers)).toEqual([1, 2, 3]);
    const second = speakingOrder(seats, first.rotation, 'and again');
    expect(ids(second.speakers)).toEqual([2, 3, 1]);
    expect(ids(nextSpeakersFirst(seats, second.rotation))).toEqual([3, 1, 2]);
  });

  it('lets those named with @Name answer first, each at most once', () => {
    const order = speakingOrder(seats, 0, 'what do you think, @cleo? And @Bo, @CLEO!');
    expect(ids(order.speakers)).toEqual([3, 2, 1]);
    expect(ids(mentionedSeats(seats, 'mail me at x@Ava.com or @Avatar'))).toEqual([]);
    expect(ids(mentionedSeats(seats, '(@Ava)'))).toEqual([1]);
  });

  it('limits how many answer and moves the rotation past those who did', () => {
    const one = speakingOrder(seats, 0, 'just one', 1);
    expect(ids(one.speakers)).toEqual([1]);
    expect(one.rotation).toBe(1);
    const mentioned = speakingOrder(seats, 1, '@Cleo only', 1);
    expect(ids(mentioned.speakers)).toEqual([3]);
    // Only a mention spoke: the rotation's next speaker keeps the turn.
    expect(mentioned.rotation).toBe(1);
    const two = speakingOrder(seats, 1, '@Ava and one more', 2);
    expect(ids(two.speakers)).toEqual([1, 2]);
    expect(two.rotation).toBe(2);
    expect(ids(speakingOrder(seats, 0, 'x', 9).speakers)).toEqual([1, 2, 3]);
  });

  it('gives nobody a turn in an empty group', () => {
    expect(speakingOrder([], 3, '@Ava')).toEqual({ speakers: [], rotation: 0 });
  });
});

describe('@mentions', () => {
  const cast = [
    { id: 1, name: 'Ava' },
    { id: 2, name: 'Zoé' },
    { id: 3, name: 'Анна' },
    { id: 4, name: 'Ζωή' },
    { id: 5, name: '小明' },
    { id: 6, name: 'ليلى' },
    { id: 7, name: 'Mary Jane' },
    { id: 8, name: 'Anne-Marie' },
    { id: 9, name: "D'Arcy" },
    { id: 10, name: 'Mary' },
  ];
  const named = (text: string) => ids(mentionedSeats(cast, text));

  it('finds names in any script, case-insensitively', () => {
    expect(named('bonjour @zoé et @ZOÉ')).toEqual([2]);
    expect(named('привет, @анна!')).toEqual([3]);
    expect(named('γεια @ΖΩΉ')).toEqual([4]);
    expect(named('你好 @小明 。')).toEqual([5]);
    expect(named('مرحبا @ليلى')).toEqual([6]);
  });

  it('matches a name typed with a separate combining accent', () => {
    expect(named('@Zoe\u0301?')).toEqual([2]);
  });

  it('takes names with spaces, hyphens and apostrophes whole, the longest first', () => {
    expect(named('@Mary Jane, hi')).toEqual([7]);
    expect(named('@mary, hi; and @Mary Jane')).toEqual([10, 7]);
    expect(named("@Anne-Marie @d'arcy")).toEqual([8, 9]);
  });

  it('accepts punctuation around a mention', () => {
    expect(named('@Ava, come')).toEqual([1]);
    expect(named('(@Ava)')).toEqual([1]);
    expect(named('"@Ava"')).toEqual([1]);
    expect(named('@Ava')).toEqual([1]);
    expect(named("@Ava's turn")).toEqual([1]);
  });

  it('does not take an @ glued to a word, nor a name that goes on', () => {
    expect(named('é@Ava')).toEqual([]);
    expect(named('я@Анна')).toEqual([]);
    expect(named('e\u0301@Ava')).toEqual([]);
    expect(named('明@小明 ')).toEqual([]);
    expect(named('user_@Ava')).toEqual([]);
    expect(named('@Avatar @Ava_ @Ava2 @Zoéa @Аннушка')).toEqual([]);
  });

  it('never reads an e-mail address as a mention', () => {
    expect(named('write to ava@ava.com or zoé.b@zoé.fr')).toEqual([]);
    expect(named('анна@анна.рф, 1@Ava.io')).toEqual([]);
  });
});

describe('@mentions by a part of a name', () => {
  const cast = [
    { id: 1, name: 'Sophie Laurent' },
    { id: 2, name: 'Mary Jane' },
    { id: 3, name: 'Mary' },
    { id: 4, name: 'Jean-Luc Picard' },
    { id: 5, name: 'Ana Sophie Berg' },
    { id: 6, name: 'Kai' },
  ];
  const named = (text: string, seats = cast) => ids(mentionedSeats(seats, text));

  it('takes a first name, or any other word of a name, as a mention', () => {
    const group = [cast[0]!, cast[3]!, cast[5]!];
    expect(named('@Sophie what do you think?', group)).toEqual([1]);
    expect(named('and you, @laurent?', group)).toEqual([1]);
    expect(named('@Jean-Luc, @Picard', group)).toEqual([4]);
    expect(speakingOrder(group, 0, 'hi @Sophie', 1).speakers.map((s) => s.id)).toEqual([1]);
  });

  it('names nobody when a part is shared, and prefers a whole name to a part', () => {
    expect(named('@Sophie?')).toEqual([]);
    expect(named('@Sophie Laurent and @Ana')).toEqual([1, 5]);
    expect(named('@Mary, hi')).toEqual([3]);
    expect(named('@Jane, hi')).toEqual([2]);
    expect(named('@Mary Jane, hi')).toEqual([2]);
  });

  it('still needs the word to end where the part ends', () => {
    expect(named('@Sophies @Laurentine @Jean', [cast[0]!, cast[3]!])).toEqual([]);
  });
});
