/**
 * Lighthouse 12 mobile over the pages issue 30 budgets, in rounds: each round measures every
 * page once, the floor app's `/` and `/discover` among them, so a machine that slows down
 * mid-run slows the pages and what they are judged against alike. Two ways of throttling
 * (lighthouse.ts): Lighthouse's default simulation for every page, and the browser really
 * slowed down (`devtools`) for the landing pages, which a side-by-side run scored lower.
 */
import { runLighthouse, LIGHTHOUSE_RUNS, type Throttling } from './lighthouse.ts';
import {
  demoConversationPath,
  demoSession,
  prepareSignedIn,
  prepareSignedOut,
} from './lighthouse-auth.ts';
import { landingPages, type Row } from './first-load.ts';
import { reportDevtools, reportSimulated, type Measured } from './lighthouse-rows.ts';

/** BENCH_LH_PARTS=simulate or devtools runs one way only (both by default). */
const parts = (process.env.BENCH_LH_PARTS || 'simulate,devtools').split(',');

/**
 * BENCH_LH_PAGES=/tokens,/chat/ measures only those pages (an entry ending in `/` takes every
 * path under it), while working on them; `/discover` always runs, the signed-in LCPs' yardstick.
 */
const onlyPages = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
const measures = (path: string) =>
  !onlyPages ||
  path === '/discover' ||
  onlyPages.some((page) => page === path || (page.endsWith('/') && path.startsWith(page)));

export async function reportLighthouse(
  baseURL: string,
  floorURL: string | undefined,
  devtoolsPort: number,
  row: Row,
): Promise<void> {
  const landing = (await landingPages(baseURL)).filter(measures);
  // The signed-in pages of issue 30, the demo user's: a conversation of theirs with messages.
  const signedIn = [
    '/chat',
    await demoConversationPath(baseURL),
    '/tokens',
    '/premium',
    '/settings',
    '/avatars/ai',
  ].filter(measures);
  // Logged in when the first signed-in page comes, not minutes before it.
  let session: Awaited<ReturnType<typeof demoSession>> | undefined;
  const measured: Record<Throttling, Measured> = {
    simulate: { floor: [], pages: new Map() },
    devtools: { floor: [], pages: new Map() },
  };
  const run = async (path: string, throttling: Throttling, auth: boolean) => {
    // Every run a cold first load: nothing kept from the run before (its session included).
    if (auth) {
      session ??= await demoSession(baseURL);
      await prepareSignedIn(baseURL, devtoolsPort, await session.next());
    } else await prepareSignedOut(baseURL, devtoolsPort);
    const result = await runLighthouse(`${baseURL}${path}`, devtoolsPort, {
      keepStorage: auth,
      throttling,
      label: path,
    });
    const { pages } = measured[throttling];
    pages.set(path, [...(pages.get(path) ?? []), result]);
  };
  const floor = async (throttling: Throttling) => {
    if (!floorURL || onlyPages) return;
    const options = { throttling, label: 'floor' };
    measured[throttling].floor.push(await runLighthouse(`${floorURL}/`, devtoolsPort, options));
  };

  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    if (parts.includes('simulate')) {
      await floor('simulate');
      for (const path of landing) await run(path, 'simulate', false);
      for (const path of signedIn) await run(path, 'simulate', true);
      if (measures('/avatars/ai/create')) await run('/avatars/ai/create', 'simulate', false);
    }
    if (parts.includes('devtools')) {
      await floor('devtools');
      for (const path of landing) await run(path, 'devtools', false);
    }
    console.info(`  (Lighthouse round ${i + 1} of ${LIGHTHOUSE_RUNS} done)`);
  }

  if (parts.includes('simulate')) {
    console.info('Lighthouse 12, mobile (simulated throttling):');
    reportSimulated(measured.simulate, landing, signedIn, row);
  }
  if (parts.includes('devtools')) {
    console.info('Lighthouse 12, mobile (devtools throttling: the browser itself slowed down):');
    reportDevtools(measured.devtools, landing, row);
  }
}
