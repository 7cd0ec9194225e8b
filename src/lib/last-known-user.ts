/**
 * The user record last read from the server (balance, avatar, premium), kept in the persisted
 * query cache under a private key (lib/private-query), so it is erased at logout like the rest. A session
 * restored from the tokens alone (offline, or before the record answers) shows what was last
 * known instead of a balance of 0 or "…"; when the connection returns, the record is read again.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { sessionStore, type LoggedUser } from '@/lib/auth/session-store';
import { privateKey } from '@/lib/private-query';

export const LAST_USER_KEY = privateKey('last-known-user');

type KnownRecord = Pick<LoggedUser, 'id' | 'avatar' | 'isPremium' | 'tokens' | 'warningCounter'>;

function recordOf(user: LoggedUser): KnownRecord {
  const { id, avatar, isPremium, tokens, warningCounter } = user;
  return { id, avatar, isPremium, tokens, warningCounter };
}

const same = (a: KnownRecord | undefined, b: KnownRecord) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** Returns a function that stops it (tests; the app keeps it for its lifetime). */
export function keepLastKnownUser(queryClient: QueryClient): () => void {
  queryClient.setQueryDefaults(LAST_USER_KEY, { meta: { persist: true }, staleTime: Infinity });
  const sync = () => {
    const { user } = sessionStore.getSnapshot();
    if (!user) return;
    const known = queryClient.getQueryData<KnownRecord>(LAST_USER_KEY);
    // The record is unknown (avatar undefined) until the server answers: use the last one seen.
    if (user.avatar === undefined) {
      if (known?.id === user.id && known.avatar !== undefined) {
        const { id: _id, ...fields } = known;
        sessionStore.mergeUser(fields);
      }
      return;
    }
    const record = recordOf(user);
    if (!same(known, record)) queryClient.setQueryData(LAST_USER_KEY, record);
  };
  const stopSync = sessionStore.subscribe(sync);
  sync();
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online || !sessionStore.getSnapshot().user) return;
    void import('@/lib/auth/session')
      .then((session) => session.loadSessionUser())
      .catch(() => undefined); // the connection dropped again: the next return tries again
  });
  return () => {
    stopSync();
    stopOnline();
  };
}
