/**
 * The first-load figures, judged against the floor app (../shared/bench-floor) served in the
 * same run: the initial JS of the landing pages (their Lighthouse runs: lighthouse-rounds.ts).
 */
import type { Browser } from '@playwright/test';
import { initialJsKb } from './initial-js.ts';

export type Row = (figure: string, value: string, budget: string, within: boolean) => void;

/** Initial JS: issue 30 restated it from 1.10× to 1.20× the floor's. */
const JS_FLOOR_RATIO = 1.2;

/** The landing pages the budgets name: the pitch, the grid and an Angel's page. */
export async function landingPages(baseURL: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/avatars?pageSize=1`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  return ['/', '/discover', `/discover/${items[0]?.id}`];
}

export async function reportInitialJs(
  browser: Browser,
  baseURL: string,
  floorURL: string | undefined,
  row: Row,
): Promise<void> {
  console.info('Initial JS (gzip, phone screen):');
  const floorKb = floorURL ? await initialJsKb(browser, `${floorURL}/`) : 0;
  if (floorKb) row('initial JS of the floor app /', `${floorKb.toFixed(1)} KB`, '(reported)', true);
  let landingKb = 0;
  for (const path of await landingPages(baseURL)) {
    const kb = await initialJsKb(browser, `${baseURL}${path}`);
    if (path === '/') landingKb = kb;
    if (!floorKb) row(`initial JS ${path}`, `${kb.toFixed(1)} KB`, '≤ 120 KB', kb <= 120);
    else {
      const ratio = kb / floorKb;
      const value = `${kb.toFixed(1)} KB, ${ratio.toFixed(2)}× the floor`;
      row(
        `initial JS ${path}`,
        value,
        `≤ ${JS_FLOOR_RATIO.toFixed(2)}× floor`,
        ratio <= JS_FLOOR_RATIO,
      );
    }
  }
  // The creator's own code (its route, the steps, the portrait drawing): what opening it loads
  // beyond the landing page's first load.
  const creatorKb = await initialJsKb(browser, `${baseURL}/avatars/ai/create`);
  const routeKb = creatorKb - landingKb;
  row('creator /avatars/ai/create: its chunks', `${routeKb.toFixed(1)} KB`, '(reported)', true);
}
