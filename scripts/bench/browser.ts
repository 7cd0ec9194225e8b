import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

/**
 * The system Chromium, with a DevTools port so Lighthouse can drive the same browser. Given a
 * display (./display.ts), headed on it instead of headless.
 */
export async function launchBrowser(debuggingPort?: number, display?: string): Promise<Browser> {
  const args = CHROMIUM_ARGS.filter((arg) => !display || arg !== '--headless=new');
  if (debuggingPort) args.push(`--remote-debugging-port=${debuggingPort}`);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args,
    headless: !display,
    ...(display ? { env: { ...process.env, DISPLAY: display } } : {}),
  });
}
