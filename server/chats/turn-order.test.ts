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
});
