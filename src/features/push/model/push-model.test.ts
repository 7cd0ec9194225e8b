import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceReplyFinished } from '@/lib/reply-events';
import { keyBytes } from './browser-push';
import { dismissOffer, offerDismissed, watchForOfferMoment } from './offer';
import { keepReportingPresence } from './presence';
import { pushSupport } from './support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  localStorage.clear();
  vi.useRealTimers();
});

describe('what the browser can do', () => {
  const env = (userAgent: string, api: boolean, standalone = false, maxTouchPoints = 5) => ({
    navigator: {
      userAgent,
      maxTouchPoints,
      ...(api ? { serviceWorker: {} } : {}),
    } as unknown as Navigator,
    window: api ? { PushManager: {}, Notification: {} } : {},
    standalone,
  });

  it('offers push with the API, asks iPhones and iPads to install first, else nothing', () => {
    expect(pushSupport(env('Chrome', true))).toBe('supported');
    expect(pushSupport(env(IPHONE, false))).toBe('install-first');
    expect(pushSupport(env(IPAD_AS_MAC, false))).toBe('install-first');
    // Installed to the Home Screen (iOS 16.4+) the API is there; an old one installed has none.
    expect(pushSupport(env(IPHONE, true, true))).toBe('supported');
    expect(pushSupport(env(IPHONE, false, true))).toBe('unsupported');
    expect(pushSupport(env(IPAD_AS_MAC, false, false, 0))).toBe('unsupported');
    expect(pushSupport(env('Firefox', false))).toBe('unsupported');
  });

  it('reads the server key as the bytes subscribe wants', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});

describe('the moment to offer notifications', () => {
  it('comes when the person is back after a reply finished while away, never before', () => {
    const moment = vi.fn();
    const stop = watchForOfferMoment(moment);
    announceReplyFinished();
    expect(moment).not.toHaveBeenCalled();
    setVisibility('hidden');
    announceReplyFinished();
    expect(moment).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(moment).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a reply whose end arrives just as the tab comes back (a suspended connection)', () => {
    vi.useFakeTimers();
    const moment = vi.fn();
    const stop = watchForOfferMoment(moment);
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(1000);
    announceReplyFinished();
    expect(moment).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    stop();
  });

  it('remembers a Not now', () => {
    expect(offerDismissed()).toBe(false);
    dismissOffer();
    expect(offerDismissed()).toBe(true);
  });
});

describe('reporting the tab in view', () => {
  it('reports at once, every 30 s while in view, hidden when hidden, and stops', async () => {
    vi.useFakeTimers();
    const report = vi.fn((_tab: string, _visible: boolean) => Promise.resolve());
    const stop = keepReportingPresence(report);
    expect(report.mock.calls.map((c) => c[1])).toEqual([true]);
    vi.advanceTimersByTime(30_000);
    expect(report.mock.calls.map((c) => c[1])).toEqual([true, true]);
    setVisibility('hidden');
    vi.advanceTimersByTime(90_000);
    expect(report.mock.calls.map((c) => c[1])).toEqual([true, true, false]);
    stop();
    const tabs = new Set(report.mock.calls.map((c) => c[0]));
    expect(tabs.size).toBe(1);
    expect(report.mock.calls.at(-1)?.[1]).toBe(false);
  });
});
