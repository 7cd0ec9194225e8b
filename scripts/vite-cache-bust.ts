import type { Plugin } from 'vite';

/**
 * Cache-busting: root-relative links in index.html to files whose names are not
 * content-hashed (favicon, icons, the manifest…) get `?v=<build id>`, so a new build is never
 * answered from a stale HTTP cache. Hashed files under /assets/ are left alone, and so is API
 * data preloaded for start-up: the app requests it by its plain URL. Runs after
 * vite-plugin-pwa has added its manifest link.
 * The page also carries the id in <meta name="build-id"> so support and tests can tell builds apart.
 */
export function cacheBust(buildId: string): Plugin {
  const version = encodeURIComponent(buildId);
  return {
    name: 'angels:cache-bust',
    apply: 'build',
    // vite-plugin-pwa's HTML hook is enforce: 'post' too; listed after it, this one runs last.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const busted = html.replace(
          /(<link\b[^>]*\bhref=")(\/(?!\/|assets\/|api\/)[^"?#]+)(")/g,
          (_match, start: string, path: string, end: string) =>
            `${start}${path}?v=${version}${end}`,
        );
        return {
          html: busted,
          tags: [{ tag: 'meta', attrs: { name: 'build-id', content: buildId }, injectTo: 'head' }],
        };
      },
    },
  };
}
