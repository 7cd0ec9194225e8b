import { PRESENCE_REPORT_SECONDS } from '@contract/push-constants.ts';
import { reportPresence } from '../api/push-api';

/**
 * Tells the server whether this tab is in view, so no notification buzzes while the person is
 * looking at the app (server/push/presence.ts): at once, again every PRESENCE_REPORT_SECONDS
 * while in view, and once as the tab is hidden or left. A report that fails changes nothing
 * for long: the server forgets a tab that stopped reporting. Returns the stop.
 */
export function keepReportingPresence(report = reportPresence): () => void {
  const tabId = crypto.randomUUID();
  let timer: ReturnType<typeof setInterval> | undefined;
  const send = (visible: boolean) => void report(tabId, visible).catch(() => undefined);
  const update = () => {
    clearInterval(timer);
    timer = undefined;
    const visible = document.visibilityState === 'visible';
    send(visible);
    if (visible) timer = setInterval(() => send(true), PRESENCE_REPORT_SECONDS * 1000);
  };
  const leave = () => send(false);
  update();
  document.addEventListener('visibilitychange', update);
  window.addEventListener('pagehide', leave);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', update);
    window.removeEventListener('pagehide', leave);
    leave();
  };
}
