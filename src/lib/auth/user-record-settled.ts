/**
 * Start-up signals "the user record is settled" once the record a restored session lacks has
 * been read (or its time box ran out, offline), or at once when there was nothing to wait for.
 * The session itself (logged in from the stored tokens) is known before that, so the page's own
 * data loads beside the record; only what the record alone tells (Premium) waits for this.
 */
let resolveSettled: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  resolveSettled = resolve;
});

export function markUserRecordSettled(): void {
  resolveSettled();
}

export function whenUserRecordSettled(): Promise<void> {
  return settled;
}
