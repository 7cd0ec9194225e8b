/** The Lighthouse figures beside their budgets (issue 30), from the rounds' runs. */
import type { LighthouseScores } from './lighthouse.ts';
import type { Row } from './first-load.ts';

export type Measured = { floor: LighthouseScores[]; pages: Map<string, LighthouseScores[]> };

const LCP_CEILING_MS = 2000;
/** Landing pages' LCP: at most this much slower than the floor's, measured in the same run. */
const LCP_FLOOR_RATIO = 1.1;
/** Signed-in pages' LCP: at most this much slower than /discover's, in the same run. */
const LCP_DISCOVER_RATIO = 1.1;
const MIN_PERFORMANCE = 95;

export const median = <T>(runs: T[], by: (run: T) => number): T =>
  [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!;
const medianOf = (runs: LighthouseScores[], key: keyof LighthouseScores): number =>
  runs.length ? median(runs, (run) => run[key])[key] : 0;

/** Performance: the median, the range, and the two metrics it moves with most (TBT, LCP). */
function performanceRow(label: string, runs: LighthouseScores[], row: Row): void {
  const s = median(runs, (run) => run.performance);
  const scores = runs.map((run) => run.performance).sort((a, b) => a - b);
  const range = `${scores[0]}–${scores[scores.length - 1]}`;
  const tbt = `TBT ${medianOf(runs, 'tbtMs')} ms, FCP ${medianOf(runs, 'fcpMs')} ms`;
  row(
    `${label} performance (median of ${runs.length})`,
    `${s.performance} (${range}; ${tbt})`,
    `≥ ${MIN_PERFORMANCE}`,
    s.performance >= MIN_PERFORMANCE,
  );
}

function qualityRows(path: string, runs: LighthouseScores[], row: Row): void {
  const s = median(runs, (run) => run.performance);
  row(`${path} accessibility`, String(s.accessibility), '≥ 95', s.accessibility >= 95);
  row(`${path} best practices`, String(s.bestPractices), '100', s.bestPractices === 100);
  row(`${path} CLS`, s.cls.toFixed(3), '0', s.cls === 0);
}

function floorRow(label: string, floor: LighthouseScores[], row: Row): number {
  const floorLcpMs = medianOf(floor, 'lcpMs');
  if (!floorLcpMs) return 0;
  const all = floor.map((run) => `${run.lcpMs}`).join(', ');
  const perf = floor.map((run) => run.performance).join(', ');
  row(
    `floor app / LCP${label} (median of ${floor.length})`,
    `${floorLcpMs} ms (${all}; performance ${perf})`,
    '(reported)',
    true,
  );
  return floorLcpMs;
}

const lcpValue = (lcpMs: number, ratio: number, of: string) =>
  `${lcpMs} ms (median)${ratio ? `, ${ratio.toFixed(2)}× ${of}` : ''}`;

export function reportSimulated(
  { floor, pages }: Measured,
  landing: string[],
  signedIn: string[],
  row: Row,
): void {
  const floorLcpMs = floorRow('', floor, row);
  for (const path of landing) {
    const runs = pages.get(path) ?? [];
    performanceRow(path, runs, row);
    qualityRows(path, runs, row);
    const lcpMs = medianOf(runs, 'lcpMs');
    const ratio = floorLcpMs ? lcpMs / floorLcpMs : 0;
    const within = lcpMs <= LCP_CEILING_MS && (!floorLcpMs || ratio <= LCP_FLOOR_RATIO);
    row(
      `${path} LCP`,
      lcpValue(lcpMs, ratio, 'the floor'),
      `≤ 2.0 s and ≤ ${LCP_FLOOR_RATIO.toFixed(2)}× floor`,
      within,
    );
  }
  const discoverLcpMs = medianOf(pages.get('/discover') ?? [], 'lcpMs');
  for (const path of signedIn) {
    const runs = pages.get(path) ?? [];
    performanceRow(`${path} (signed in)`, runs, row);
    qualityRows(path, runs, row);
    const lcpMs = medianOf(runs, 'lcpMs');
    const ratio = discoverLcpMs ? lcpMs / discoverLcpMs : 0;
    row(
      `${path} LCP`,
      lcpValue(lcpMs, ratio, '/discover'),
      `≤ ${LCP_DISCOVER_RATIO.toFixed(2)}× /discover`,
      ratio > 0 && ratio <= LCP_DISCOVER_RATIO,
    );
  }
  const creator = pages.get('/avatars/ai/create') ?? [];
  if (creator.length) {
    performanceRow('/avatars/ai/create', creator, row);
    qualityRows('/avatars/ai/create', creator, row);
    row('/avatars/ai/create LCP', `${medianOf(creator, 'lcpMs')} ms (median)`, '(reported)', true);
  }
}

/** The landing pages with the browser really slowed down, beside the floor's `/` alike. */
export function reportDevtools({ floor, pages }: Measured, landing: string[], row: Row): void {
  const floorLcpMs = floorRow(', devtools throttling', floor, row);
  for (const path of landing) {
    const runs = pages.get(path) ?? [];
    performanceRow(`${path} (devtools throttling)`, runs, row);
    const lcpMs = medianOf(runs, 'lcpMs');
    const ratio = floorLcpMs ? lcpMs / floorLcpMs : 0;
    row(
      `${path} LCP (devtools throttling)`,
      lcpValue(lcpMs, ratio, 'the floor'),
      '(reported)',
      true,
    );
  }
}
