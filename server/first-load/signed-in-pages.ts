/**
 * Pages behind the sign-in that a signed-in launch opens (issue 30), by URL: the route files
 * that render them. With a stored session the app loads the session's chunks (main.tsx) once
 * its entry has run, and the route's after them; hinted in the HTML, both come with the entry
 * instead of a round trip or two after it. No first paint and no data: what these pages show
 * is the visitor's own, and the server does not know the visitor (the session lives in the
 * browser's storage). A visitor without one is sent to sign in, the hinted chunks unused.
 */
import type { LandingPage } from './landing-pages.ts';

/** What a signed-in start loads first (main.tsx preloadSessionChunks): by key or chunk name. */
export const SESSION_CHUNKS = ['src/session-runtime.ts', 'session'] as const;

const CHAT = 'src/routes/_auth/chat/route.tsx';
/** A chat's hash (base64url), as the routes take it. */
const HASH = '[\\w-]{1,64}';

/** Each page's path, and the route files (keys of Vite's manifest) that render it. */
export const SIGNED_IN_PAGES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [new RegExp(`^/chat(?:/${HASH})?$`), [CHAT, 'src/routes/_auth/chat/{-$chatHash}.tsx']],
  [new RegExp(`^/chat/group/${HASH}$`), [CHAT, 'src/routes/_auth/chat/group/$chatHash.tsx']],
  [/^\/chats$/, ['src/routes/_auth/chats/index.tsx']],
  [/^\/tokens$/, ['src/routes/_auth/tokens.tsx']],
  [/^\/premium$/, ['src/routes/_auth/premium.tsx']],
  [/^\/settings$/, ['src/routes/_auth/settings/index.tsx']],
  [/^\/avatars\/ai$/, ['src/routes/_auth/avatars/ai/index.tsx']],
  [/^\/avatars\/personal$/, ['src/routes/_auth/avatars/personal/index.tsx']],
];

/** The signed-in page at `pathname`, or null when it is none of the table's. */
export function signedInPage(pathname: string): LandingPage | null {
  const found = SIGNED_IN_PAGES.find(([path]) => path.test(pathname));
  return found ? { routeFiles: found[1], chunks: SESSION_CHUNKS, data: null } : null;
}
