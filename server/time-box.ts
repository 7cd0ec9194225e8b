/**
 * `work`'s result, or `fallback` once `ms` have passed without it. The work itself goes on (its
 * late result is dropped; a late failure is not reported), and the timer is cleared either way,
 * so it never keeps a process up. A failure within the time is thrown as it is.
 */
export async function timeBoxed<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
