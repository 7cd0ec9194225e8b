import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

/** The system Chromium, with a DevTools port so Lighthouse can drive the same browser. */
export async function launchBrowser(debuggingPort?: number): Promise<Browser> {
  const args = debuggingPort
    ? [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`]
    : CHROMIUM_ARGS;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args,
  });
}
