import { describe, expect, it } from 'vitest';
import { msg, twoPageHistory } from './history-fixture';
import { chronological, upsertMessages } from './message-cache';

const history = twoPageHistory;

describe('message cache', () => {
  it('reads oldest first across pages', () => {
    expect(chronological(history).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces held messages in place and adds new ones newest first', () => {
    const next = upsertMessages(history, [msg('b', '2', 'edited'), msg('e', '5'), msg('f', '6')]);
    expect(chronological(next).map((m) => m.text)).toEqual(['a', 'edited', 'c', 'd', 'e', 'f']);
    // Untouched pages keep their identity: nothing re-renders for them.
    expect(upsertMessages(history, [msg('d', '4', 'x')]).pages[1]).toBe(history.pages[1]);
  });

  it('keeps the server order for messages written at the same moment', () => {
    const next = upsertMessages(history, [msg('q', '5'), msg('r1', '5'), msg('r2', '5')]);
    expect(chronological(next).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'q', 'r1', 'r2']);
  });

  it('never duplicates a message it already holds', () => {
    const once = upsertMessages(history, [msg('e', '5')]);
    expect(chronological(upsertMessages(once, [msg('e', '5')]))).toHaveLength(5);
  });
});
