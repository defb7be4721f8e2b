/**
 * A loader whose first call answers a load already under way (started before React rendered, so the
 * page request does not wait for the first render) and whose later calls (retries) load afresh.
 */
export function firstThenFresh<T>(
  first: Promise<T> | undefined,
  fresh: (signal: AbortSignal) => Promise<T>,
): (signal: AbortSignal) => Promise<T> {
  let pending = first;
  return (signal) => {
    const answer = pending ?? fresh(signal);
    pending = undefined;
    return answer;
  };
}
