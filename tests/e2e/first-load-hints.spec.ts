import type { Locator, Page } from '@playwright/test';
import { componentChunk } from './build-manifest.ts';
import { signIn } from './chats-helpers.ts';
import { apiLogin, appTookOver, expect, test } from './fixtures.ts';

/**
 * A landing page's HTML names what the page needs first (server/first-load): the route's
 * chunks, its first data and its first portrait. Each must be exactly what the app then uses:
 * fetched once, by the hint, never a second time by the app.
 */

const hints = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));

/**
 * The scripts a page asks for: its modulepreloads, or, on a page with a first paint, the
 * list its loader asks for once that is painted (server/first-load/boot-after-paint.ts).
 */
function scriptHints(html: string): string[] {
  const loader = hints(html, /<script data-scripts="([^"]+)">/g)[0];
  return [
    ...hints(html, /<link rel="modulepreload" crossorigin href="([^"]+)"/g),
    ...(loader ? (JSON.parse(loader.replaceAll('&quot;', '"')) as string[]) : []),
  ];
}

const pages: Array<{
  path: string;
  routeFile: string;
  firstData: RegExp;
  firstPortrait: (page: Page) => Locator;
}> = [
  {
    path: '/',
    routeFile: 'src/routes/index.tsx',
    firstData: /^\/api\/avatars\?.*\bpage=1\b/,
    firstPortrait: (page) => page.getByRole('list', { name: 'Featured Angels' }).locator('img'),
  },
  {
    path: '/discover',
    routeFile: 'src/routes/discover/index.tsx',
    firstData: /^\/api\/avatars\?.*\bpage=1\b/,
    firstPortrait: (page) => page.getByRole('list', { name: 'Angels' }).locator('img'),
  },
  {
    path: '/discover/3',
    routeFile: 'src/routes/discover/$id.tsx',
    firstData: /^\/api\/avatars\/3$/,
    firstPortrait: (page) => page.getByRole('main').locator('img'),
  },
];

for (const { path, routeFile, firstData, firstPortrait } of pages) {
  test(`${path} fetches its hinted chunk, data and portrait once, by the hints`, async ({
    page,
  }) => {
    const requests: Array<{ url: string; type: string }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requests.push({ url: url.pathname + url.search, type: request.resourceType() });
    });
    const response = await page.goto(path);
    const html = await response!.text();
    const chunks = scriptHints(html);
    const data = hints(html, /<link rel="preload" href="([^"]+)" as="fetch"/g).filter((url) =>
      firstData.test(url),
    );
    const portraits = hints(html, /<link rel="preload" href="([^"]+)" as="image"/g);

    // The app's portrait, once it has taken over from the server's first paint.
    await appTookOver(page);
    const portrait = firstPortrait(page).first();
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);

    expect(chunks).toContain(componentChunk(routeFile));
    expect(requests.filter((r) => r.url === componentChunk(routeFile))).toHaveLength(1);
    // The app's own request for its first data was answered by the preload.
    expect(data).toHaveLength(1);
    expect(requests.filter((r) => r.url === data[0])).toHaveLength(1);
    expect(requests.filter((r) => r.type === 'fetch' && firstData.test(r.url))).toEqual([]);
    // The hinted portrait is the one painted first, and it was not fetched twice.
    expect(portraits).toEqual([await portrait.getAttribute('src')]);
    expect(requests.filter((r) => r.url === portraits[0])).toHaveLength(1);
  });
}

test('a filtered grid gets its chunks hinted but no data it would not use', async ({ page }) => {
  const response = await page.goto('/discover?gender=MALE');
  const html = await response!.text();
  expect(html).toContain(componentChunk('src/routes/discover/index.tsx'));
  expect(hints(html, /<link rel="preload" href="([^"]+)" as="(?:fetch|image)"/g)).toEqual([
    '/api/vars',
  ]);
  await expect(page.getByRole('list', { name: 'Angels' }).locator('img').first()).toBeVisible();
});

test("a signed-in page's hinted chunks (the session's and its own) are each fetched once", async ({
  page,
  request,
}) => {
  await signIn(page, await apiLogin(request, 'user@angels.local'));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const response = await page.goto('/tokens');
  const chunks = scriptHints(await response!.text());
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible();

  expect(chunks).toContain(componentChunk('src/routes/_auth/tokens.tsx'));
  for (const chunk of chunks) {
    expect(
      requests.filter((url) => url === chunk),
      chunk,
    ).toHaveLength(1);
  }
});
