/**
 * Installing the app: what the browser offers. Chromium fires `beforeinstallprompt` when the
 * app may be installed; the event is kept (its default mini-infobar suppressed) so the menu can
 * offer "Install app" and call prompt() on the user's click. iOS Safari has no such event:
 * there the menu explains Add to Home Screen. Running installed (standalone) offers nothing.
 * Tiny and in the entry chunk on purpose: the event can fire before anything lazy has loaded.
 */
import { createStore, useStore } from '@/lib/store';

/** Not in TypeScript's DOM library (Chromium only). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallOffer = 'prompt' | 'ios-instructions' | null;

let deferred: BeforeInstallPromptEvent | null = null;

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Safari on iPhone/iPad (iPadOS reports itself as a Mac with touch); not Chrome/Firefox on iOS. */
export function isIosSafari(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints,
): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

function currentOffer(): InstallOffer {
  if (isStandalone()) return null;
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios-instructions' : null;
}

const offer = createStore<InstallOffer>(null);
const update = () => offer.set(currentOffer());

/** Start-up initialiser (main.tsx). */
export function initInstallPrompt(): void {
  update();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update();
  });
}

export function useInstallOffer(): InstallOffer {
  return useStore(offer);
}

/** Shows the browser's install dialog; an event can prompt only once, so it is dropped after. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  update();
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
