import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once `url` answers 2xx (a server that has started), polling every 200 ms. Throws
 * after `timeoutMs`, or as soon as `child`, the process that should answer, has exited.
 */
export async function waitUntilUp(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) {
      throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
