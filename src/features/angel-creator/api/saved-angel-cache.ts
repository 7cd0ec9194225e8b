import type { QueryClient } from '@tanstack/react-query';
import type { MyAngel } from '@contract/angels.ts';
import { privateKey } from '@/lib/private-query';

/**
 * Keys of other features, by the prefixes agreed with them (features may not import each
 * other): My Angels' keys are privateKey('my-angels', 'list' | 'detail', id), the chats' all
 * start with privateKey('chats').
 */
const myAngelsRoot = () => privateKey('my-angels');
const myAngelDetail = (id: number) => privateKey('my-angels', 'detail', id);
const chatsRoot = () => privateKey('chats');

/**
 * A created or edited Angel shows at once on its page, and every list and chat that shows its
 * name or portrait is refreshed.
 */
export function showSavedAngel(queryClient: QueryClient, angel: MyAngel): void {
  queryClient.setQueryData(myAngelDetail(angel.id), angel);
  void queryClient.invalidateQueries({ queryKey: myAngelsRoot() });
  void queryClient.invalidateQueries({ queryKey: chatsRoot() });
}
