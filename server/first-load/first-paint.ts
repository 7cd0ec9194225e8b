/**
 * The server's first paint of a landing page: the app's own pages rendered to HTML by the
 * renderer every client build makes beside itself (scripts/vite-first-paint.ts), put in the
 * shell's #root in place of the loading indicator. The browser paints the page, portrait
 * included, before any script has run; the app replaces it when it mounts.
 *
 * A page goes without one (the plain shell) when the build has no renderer, when rendering
 * fails or has nothing to show (an unknown Angel), and when it takes longer than a page should
 * wait: the first paint speeds a page up, it never holds one back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { ApiFetch } from './first-load-hints.ts';
import { timeBoxed } from '../time-box.ts';
import { logger } from '../observability/logger.ts';

/** Where every build puts its renderer (scripts/vite-first-paint.ts writes it there). */
export const RENDERER_PATH = '.server/first-paint.js';

/** Past this the page goes without: a warm render takes a few milliseconds. */
const RENDER_TIME_BOX_MS = 250;

type Renderer = {
  renderFirstPaint: (url: string, api: ApiFetch) => Promise<string | null>;
  /** The app router's matching (older builds' renderers lack it). */
  isAppPath?: (pathname: string) => boolean;
};

/** `from`: the visitor whose page it is (their address counts the API reads, ApiFetch). */
export type FirstPaint = (url: string, from?: Context) => Promise<string | null>;

const renderers = new Map<string, Promise<Renderer | null>>();

/** The build's renderer module, loaded (and a failure told) once per build; null without one. */
function loadRenderer(distDir: string): Promise<Renderer | null> | null {
  const file = path.join(distDir, RENDERER_PATH);
  if (!fs.existsSync(file)) return null;
  let loading = renderers.get(file);
  if (!loading) {
    loading = (import(pathToFileURL(file).href) as Promise<Renderer>).catch((error: unknown) => {
      logger.error(
        { err: error },
        'The first-paint renderer could not be loaded; pages go without.',
      );
      return null;
    });
    renderers.set(file, loading);
  }
  return loading;
}

/** null when the build has no renderer (or there is no API to read the pages' data from). */
export function firstPaintRenderer(distDir: string, api: ApiFetch | null): FirstPaint | null {
  // Loaded at once, not by the first visitor: compiling it takes longer than a page may wait.
  const renderer = api ? loadRenderer(distDir) : null;
  if (!api || !renderer) return null;
  return async (url, from) => {
    const loaded = await renderer;
    if (!loaded) return null;
    const render = loaded
      .renderFirstPaint(url, (read) => api(read, from))
      .catch((error: unknown) => {
        logger.warn({ err: error }, `First paint of ${url} failed; the page goes without.`);
        return null;
      });
    return timeBoxed(render, RENDER_TIME_BOX_MS, null);
  };
}

/**
 * Whether the app has a page at a path, by the app's own router (built into the renderer):
 * false only when it is sure there is none, so a build without a renderer serves every path.
 */
export function appPathMatcher(distDir: string): (pathname: string) => Promise<boolean> {
  const renderer = loadRenderer(distDir);
  return async (pathname) => {
    const loaded = await renderer;
    try {
      return loaded?.isAppPath?.(pathname) ?? true;
    } catch (error) {
      logger.warn(
        { err: error },
        `Matching ${pathname} against the app's routes failed; served as a page.`,
      );
      return true;
    }
  };
}

const ROOT_OPEN = '<div id="root">';

/**
 * The shell with `markup` in its #root instead of the loading indicator. #root is the last
 * element of the shell's <body> (index.html): it ends at the last </div> before </body>.
 */
export function withFirstPaint(shell: string, markup: string): string {
  const start = shell.indexOf(ROOT_OPEN);
  const end = shell.lastIndexOf('</div>', shell.search(/<\/body\s*>/i));
  if (start < 0 || end < start) return shell;
  return shell.slice(0, start + ROOT_OPEN.length) + markup + shell.slice(end);
}
