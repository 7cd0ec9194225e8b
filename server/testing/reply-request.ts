import type { ReplyRequest } from '../engines/reply/reply-engine.ts';

/** The smallest whole reply request: Ava answering Sam's one message, for provider-level tests. */
export function oneMessageRequest(text: string): ReplyRequest {
  return {
    persona: {
      id: 1,
      name: 'Ava',
      age: 29,
      occupation: '',
      tagline: '',
      bio: '',
      personality: [],
      interests: [],
      greeting: '',
    },
    user: { name: 'Sam', persona: null },
    others: [],
    history: [{ avatarId: null, name: 'Sam', text }],
    seed: 's',
    signal: new AbortController().signal,
  };
}
