import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { defaultChoices } from '../../server/contract/angel-looks.ts';
import type { MyAngel } from '../../server/contract/angels.ts';
import type { signedInApi } from './chats-helpers.ts';
import { expect } from './fixtures.ts';

type Api = Awaited<ReturnType<typeof signedInApi>>['api'];

/** Creates an Angel through the API, as the creator's Create does (costs the creation price). */
export function createAngel(api: Api, name: string, bio = `${name} loves long walks by the sea.`) {
  return api.post<MyAngel>('/my-angels', {
    requestId: crypto.randomUUID(),
    draft: {
      choices: { ...defaultChoices(), name },
      texts: {
        occupation: 'Lighthouse keeper',
        bio,
        description: 'Gentle and curious.',
        greeting: `Hi, I am ${name}. How was your day?`,
      },
      seed: crypto.randomUUID(),
    },
  });
}

export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

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

/**
 * axe-core (WCAG 2.1 A/AA): no contrast problem and nothing else serious or critical; retried
 * until the page settles, as the a11y spec does, so only what stays on screen counts.
 */
export async function expectNoSeriousViolations(page: Page) {
  await expect(async () => {
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } })
        .axe;
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
  }).toPass({ timeout: 5_000 });
}
