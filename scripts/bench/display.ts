import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A screen for a headed Chromium: the chat's INP is measured in one (issue 30). Headless
 * Chromium stops presenting frames while a growing multi-line field sits near the viewport's
 * bottom, so every keystroke in the composer then lasts until typing pauses: 3.4 s on a bare
 * page with none of our code (./inp-control.ts), 40-80 ms on the same page headed. A headed
 * browser draws as a phone does. The screen is the machine's own when DISPLAY is set, else
 * an Xvfb started here (Debian's `xvfb`); without either the INP is measured headless and
 * says so.
 */
export type Display = { name: string; stop: () => void };

const XVFB = '/usr/bin/Xvfb';

export async function openDisplay(): Promise<Display | undefined> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => {} };
  if (!existsSync(XVFB)) return undefined;
  // -displayfd: Xvfb takes the first free display number and writes it to that descriptor,
  // so two benches side by side never collide on a fixed number.
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const number = await displayNumber(xvfb);
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

function displayNumber(xvfb: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let written = '';
    const timer = setTimeout(() => {
      xvfb.kill();
      reject(new Error('bench: Xvfb did not open a display in 10 s'));
    }, 10_000);
    xvfb.stdout?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      resolve(written.trim());
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench: Xvfb exited (${code}) before opening a display`));
    });
  });
}
