import type { ChatAvatar } from '@contract/chats.ts';
import { describe, expect, it } from 'vitest';
import { namesOf, speakingOrder } from './model';

const avatars: ChatAvatar[] = [
  { id: 1, name: 'Mia', imageUrl: '' },
  { id: 2, name: 'Ava', imageUrl: '' },
  { id: 3, name: 'Zoe', imageUrl: '' },
];

describe('chat model', () => {
  it('names avatars in a readable list', () => {
    expect(namesOf(avatars.slice(0, 1))).toBe('Mia');
    expect(namesOf(avatars)).toBe('Mia, Ava and Zoe');
  });

  it('puts the mentioned avatars first, then the rotating order', () => {
    expect(speakingOrder(avatars, 'hello', 3).map((a) => a.name)).toEqual(['Mia', 'Ava', 'Zoe']);
    expect(speakingOrder(avatars, 'hi @zoe!', 2).map((a) => a.name)).toEqual(['Zoe', 'Mia']);
    expect(speakingOrder(avatars, '@Ava and @Zoe', 1).map((a) => a.name)).toEqual(['Ava']);
    // An e-mail address is not a mention.
    expect(speakingOrder(avatars, 'me@zoe.com', 1).map((a) => a.name)).toEqual(['Mia']);
  });

  it('reads mentions as the server does, in any script', () => {
    // An @ glued to an accented letter is part of a word, as on the server.
    expect(speakingOrder(avatars, 'é@Ava', 1).map((a) => a.name)).toEqual(['Mia']);
    expect(speakingOrder(avatars, 'ça va, @zoe ?', 1).map((a) => a.name)).toEqual(['Zoe']);
    const greek = [...avatars, { id: 4, name: 'Ζωή', imageUrl: '' }];
    expect(speakingOrder(greek, 'γεια @ΖΩΉ', 1).map((a) => a.name)).toEqual(['Ζωή']);
  });
});
