import lighthouse from 'lighthouse';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
};

/**
 * Lighthouse 12's default (mobile, simulated throttling) run against an open DevTools port.
 * `keepStorage`: the caller prepared the origin's storage (a signed-in user); do not reset it.
 */
export async function runLighthouse(
  url: string,
  port: number,
  keepStorage = false,
): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    disableStorageReset: keepStorage,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
  };
}
