import { privateKey } from '@/lib/private-query';

/** Every query key of the memory feature: what an Angel remembers is the user's own (private). */
export const memoryKeys = {
  all: privateKey('memory'),
  facts: (avatarId: number) => privateKey('memory', 'facts', avatarId),
  marks: (chatHash: string) => privateKey('memory', 'marks', chatHash),
};
