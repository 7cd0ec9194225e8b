/**
 * The landing URL's parameters that start-up acts on. Their code (lib/tracking-params,
 * lib/account-activation) loads only when one of them is there: most first loads carry neither.
 */
export const ACCOUNT_ACTIVATED_PARAM = 'account-activated';
export const TRACKING_PARAM_NAMES = ['pid', 'ptype'] as const;

/** Runs the steps the URL calls for; resolves once they are done (before the router reads it). */
export async function handleLandingParams(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const steps: Promise<void>[] = [];
  if (TRACKING_PARAM_NAMES.some((name) => params.has(name))) {
    steps.push(import('./tracking-params').then((tracking) => tracking.initTrackingParams()));
  }
  if (params.has(ACCOUNT_ACTIVATED_PARAM)) {
    steps.push(
      import('./account-activation').then((activation) => activation.initAccountActivation()),
    );
  }
  try {
    await Promise.all(steps);
  } catch (error) {
    // Their chunk unreachable (offline on a first visit): the page still opens.
    console.warn('Landing parameters not handled', error);
  }
}
