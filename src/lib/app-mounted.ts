/**
 * The app signals "mounted" once start-up has finished. Guards (auth, premium) wait for
 * this before deciding, so they never judge a session that is still being restored.
 */
let mounted = false;
let resolveMounted: () => void = () => {};
const mountedPromise = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export function markAppMounted(): void {
  mounted = true;
  resolveMounted();
}

export function isAppMounted(): boolean {
  return mounted;
}

export function whenAppMounted(): Promise<void> {
  return mountedPromise;
}
