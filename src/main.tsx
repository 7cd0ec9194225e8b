/**
 * Start-up: run initialisers, await the asynchronous set-up steps, signal "mounted",
 * then mount. If configuration (/api/vars) cannot load, show "Domain missing configuration."
 * instead of a half-working app.
 */
import './styles.css';
import { QueryClientProvider, onlineManager, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LazyConfigErrorView } from '@/components/errors/lazy-views';
import { varsQueryOptions } from '@/features/vars/api/get-vars';
import { hasFirstPaint } from '@/first-paint/first-paint';
import { initAppearance } from '@/lib/appearance';
import { handleLandingParams } from '@/lib/landing-params';
import { markAppMounted } from '@/lib/app-mounted';
import { bindCurrentHref } from '@/lib/auth/guards';
import { showLoggedOutNotice } from '@/lib/auth/logged-out-notice';
import { bindSessionQueryClient, isLoggedIn, sessionStore } from '@/lib/auth/session-store';
import { clearTokens, readTokens } from '@/lib/auth/token-storage';
import { createQueryClient } from '@/lib/query-client';
import { setupQueryPersistence } from '@/lib/query-persistence';
import { initBfcacheReload } from '@/lib/pwa/bfcache-reload';
import { initChunkRecovery } from '@/lib/pwa/chunk-recovery';
import { initServiceWorker } from '@/lib/pwa/init-pwa';
import { initInstallPrompt } from '@/lib/pwa/install-prompt';
import { createAppRouter, type AppRouter } from '@/router';

/** Synchronous start-up hooks. Chunk recovery first: it may restore the path to open. */
const initialisers: Array<() => void> = [
  initChunkRecovery,
  initAppearance,
  initBfcacheReload,
  initInstallPrompt,
  initServiceWorker,
  showLoggedOutNotice,
];

/** Offline, the user record must not hold the app back: mount with what the token says. */
const USER_FETCH_TIME_BOX_MS = 4000;
/** How long the app keeps a first paint on screen while its page loads. */
const FIRST_PAINT_TIME_BOX_MS = 3000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function hasStoredSession(): boolean {
  try {
    const tokens = readTokens();
    return Boolean(tokens?.accessToken && tokens.refreshToken);
  } catch (error) {
    // Corrupted storage: start logged out rather than fail to start.
    console.warn(error);
    clearTokens();
    return false;
  }
}

/** Starts fetching the session's two chunks; the imports below get the same modules. */
function preloadSessionChunks(): void {
  const ignore = () => undefined; // a failure shows where the import is awaited
  import('@/lib/auth/session').catch(ignore);
  import('@/session-runtime').catch(ignore);
}

/** Starts loading the chunks of the routes the current URL matches (their code, not data). */
function warmRouteChunks(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}

let sessionRuntime: Promise<void> | undefined;

/** The logged-in-only work (src/session-runtime), fetched with the first session. */
function loadSessionRuntime(queryClient: QueryClient): Promise<void> {
  sessionRuntime ??= import('@/session-runtime').then(
    (runtime) => runtime.startSessionRuntime(queryClient),
    (error: unknown) => {
      sessionRuntime = undefined; // its chunk unreachable: the next session change tries again
      console.warn('Session runtime unavailable', error);
    },
  );
  return sessionRuntime;
}

/** What start-up waits for besides the page: the record of a user restored from their tokens. */
let userRecord = Promise.resolve();

/**
 * Both tokens stored → logged in from them, and the user record's read started. The session
 * module (jwt-decode, the authenticated client) and the session's runtime are only fetched when
 * there is a session: the runtime first, so the last known record fills the gaps of a session
 * restored from its tokens. The record last read on this device (put back by the runtime) shows
 * at once, online or not, and the fresh one follows; only a device that never read it waits
 * for it (`userRecord`), not for long.
 */
async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!hasStoredSession()) return;
  const [session] = await Promise.all([
    import('@/lib/auth/session'),
    loadSessionRuntime(queryClient),
  ]);
  if (!session.restoreSession()) return;
  // Through the refresher: a focus or an action meanwhile shares this read instead of a second.
  const loading = session.refreshUser();
  // Never rejects: a failed read leaves the session as its token says, as offline.
  if (sessionStore.getSnapshot().user?.avatar === undefined) {
    userRecord = Promise.race([loading, sleep(USER_FETCH_TIME_BOX_MS)]);
  }
}

/** Vars restored from the persisted cache start the app at once and are refreshed behind it. */
async function loadVars(queryClient: QueryClient): Promise<void> {
  const options = varsQueryOptions();
  const restored = queryClient.getQueryData(options.queryKey) !== undefined;
  const vars = await queryClient.ensureQueryData(options);
  document.title = vars.domainName;
  if (restored && onlineManager.isOnline()) {
    void queryClient.refetchQueries({ queryKey: options.queryKey }).then(() => {
      const fresh = queryClient.getQueryData(options.queryKey);
      if (fresh) document.title = fresh.domainName;
    });
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const queryClient = createQueryClient();
  bindSessionQueryClient(queryClient);
  // A login during the visit starts the session's runtime too.
  sessionStore.subscribe(() => {
    if (sessionStore.getSnapshot().user) void loadSessionRuntime(queryClient);
  });

  initialisers.forEach((init) => init());
  // A signed-in launch needs the session's chunks: their fetch starts beside the cache's restore.
  if (hasStoredSession()) preloadSessionChunks();
  // Loaders and the vars step read the cache: it must be restored first. The landing URL's
  // parameters are handled before the router reads the URL.
  await Promise.all([setupQueryPersistence(queryClient), handleLandingParams()]);
  // The page's own chunks load beside the vars and the session's restore, not after them.
  const router = createAppRouter(queryClient);
  warmRouteChunks(router);
  try {
    await Promise.all([
      loadVars(queryClient),
      // A failed restore (e.g. its chunk unreachable offline) leaves the app logged out, not down.
      restoreSession(queryClient).catch((error: unknown) =>
        console.warn('Session restore failed', error),
      ),
    ]);
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<LazyConfigErrorView />);
    return;
  }

  bindCurrentHref(() => router.state.resolvedLocation?.href);
  // Signed in, the page's data loads beside the user record (the auth guard passes stored
  // tokens at once; the premium guard, which needs the record, waits for the mount below).
  const firstPaint = hasFirstPaint();
  const pageLoad = firstPaint || isLoggedIn() ? router.load() : undefined;
  await userRecord;
  // The session and its record are settled: the premium and admin guards may judge them, and
  // a visitor's auth guard may open its dialog.
  markAppMounted();
  // Over a first paint (the server's, or the last screen's) the app's first frame is the whole
  // page, never a blank one while its chunks and data load; within a time box, as a guard may
  // wait on a dialog that only the mounted app shows. Elsewhere the app mounts on the load under
  // way (its queries share its reads: a load awaited first would be read again, stale, by the
  // page as it mounts).
  if (firstPaint && pageLoad) await Promise.race([pageLoad, sleep(FIRST_PAINT_TIME_BOX_MS)]);
  // A transition: React renders the whole app in slices that yield to input, instead of one
  // long task (half a second on a phone, measured under devtools throttling); until it commits,
  // the first paint (the server's, or the shell) stays on screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
