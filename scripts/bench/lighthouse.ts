import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
};

/**
 * How Lighthouse slows the page down. `simulate` (its default): the page loads unthrottled and
 * the metrics are computed from a model of a slow phone. `devtools`: the browser itself is
 * slowed (4× CPU, Lighthouse's mobile link: 562.5 ms per request, 1.47 Mbps down, which is
 * its 150 ms / 1.6 Mbps at the request level), as the DevTools panel and PageSpeed-like
 * side-by-side runs do, and the metrics are what the page really did.
 */
export type Throttling = 'simulate' | 'devtools';

export type LighthouseOptions = {
  /** The caller prepared the origin's storage (a signed-in user); do not reset it. */
  keepStorage?: boolean;
  throttling?: Throttling;
  /** A name for this run's report when BENCH_LH_DUMP names a directory to keep them in. */
  label?: string;
};

/** Runs per page (medians of 5); BENCH_LH_RUNS lowers it while working on the bench. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS) || 5;

const dumpDir = process.env.BENCH_LH_DUMP;
let dumped = 0;

/** Lighthouse 12's mobile run against an open DevTools port. */
export async function runLighthouse(
  url: string,
  port: number,
  options: LighthouseOptions = {},
): Promise<LighthouseScores> {
  const throttlingMethod = options.throttling ?? 'simulate';
  const result = await lighthouse(url, {
    port,
    disableStorageReset: options.keepStorage ?? false,
    throttlingMethod,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (dumpDir) {
    // The whole report, to see where a page's time goes (its audits, the main thread's tasks).
    mkdirSync(dumpDir, { recursive: true });
    const name = `${String(++dumped).padStart(3, '0')}-${throttlingMethod}-${options.label ?? ''}`;
    writeFileSync(join(dumpDir, `${name.replace(/[^\w.-]+/g, '_')}.json`), result.report as string);
  }
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const ms = (key: string) => Math.round(audits[key]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
  };
}
