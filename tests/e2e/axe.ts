import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * axe-core (WCAG 2.1 A/AA), run in the page from its npm package: no contrast problem and
 * nothing else serious or critical. The one accessibility check every spec uses.
 */

// Evaluated rather than added as a <script>: the app's CSP (rightly) refuses inline scripts.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
};

async function seriousViolationsNow(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  });
  const problems = (violations as AxeViolation[])
    .filter((v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: `${v.id}: ${v.help}`,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
}

/**
 * Retried until the page has settled (a dialog fading in, a button faded while busy), so only
 * what stays on screen counts; a lasting problem still fails once the time is up.
 */
export async function expectNoSeriousViolations(page: Page) {
  await expect(() => seriousViolationsNow(page)).toPass({ timeout: 5_000 });
}
