import type { Message } from '@contract/chats.ts';
import { describe, expect, it } from 'vitest';
import {
  flipped,
  isTyping,
  lastUserMessage,
  latestTurn,
  swipeDirection,
  versionLabel,
} from './alternatives';

const reply = (over: Partial<Message> = {}): Message => ({
  id: 'r1',
  chatHash: 'h',
  avatarId: 1,
  text: 'third',
  status: 'COMPLETE',
  replyTo: 'u1',
  createdAt: new Date(0).toISOString(),
  error: null,
  alternatives: [
    { text: 'first', status: 'COMPLETE', error: null },
    { text: '', status: 'FAILED', error: 'It failed. Your tokens were refunded.' },
    { text: 'third', status: 'COMPLETE', error: null, edited: true },
  ],
  alternative: 2,
  edited: true,
  originalText: 'thrid',
  ...over,
});
const mine = (id: string): Message => ({ ...reply(), id, avatarId: null, replyTo: null });

describe('versions of a reply on the client', () => {
  it('flips to a version: its text, status and error, the index shown', () => {
    expect(flipped(reply(), 0)).toMatchObject({
      text: 'first',
      status: 'COMPLETE',
      alternative: 0,
    });
    const first = flipped(reply(), 0)!;
    expect(first.edited).toBeUndefined();
    expect(first.originalText).toBeUndefined();
    expect(flipped(reply(), 1)).toMatchObject({ text: '', status: 'FAILED', alternative: 1 });
    expect(flipped(first, 2)).toMatchObject({ text: 'third', edited: true, alternative: 2 });
    // Every version is kept whatever is shown.
    expect(first.alternatives).toHaveLength(3);
  });

  it('does not flip to the version shown or to one that does not exist', () => {
    expect(flipped(reply(), 2)).toBeUndefined();
    expect(flipped(reply(), 3)).toBeUndefined();
    expect(flipped(reply(), -1)).toBeUndefined();
    expect(flipped(reply({ alternatives: undefined, alternative: undefined }), 0)).toBeUndefined();
  });

  it('the latest turn: the Angels after my last message (or a new chat’s greetings)', () => {
    const a = reply({ id: 'a' });
    const b = reply({ id: 'b' });
    expect([...latestTurn([mine('u0'), a, mine('u1'), b])]).toEqual(['b']);
    expect([...latestTurn([a, b])].sort()).toEqual(['a', 'b']);
    expect(latestTurn([a, mine('u1')]).size).toBe(0);
    expect(lastUserMessage([mine('u0'), a, mine('u1'), b])).toBe('u1');
    expect(lastUserMessage([a])).toBeUndefined();
  });

  it('labels the version shown from 1', () => {
    expect(versionLabel(reply())).toBe('3 / 3');
    expect(versionLabel(reply({ alternative: 0 }))).toBe('1 / 3');
  });

  it('a swipe is long and horizontal; left brings the next version', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(-30, 0)).toBe(0);
    expect(swipeDirection(-80, 60)).toBe(0);
  });

  it('arrow keys belong to a field being typed in', () => {
    expect(isTyping(document.createElement('textarea'))).toBe(true);
    expect(isTyping(document.createElement('input'))).toBe(true);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
