/** Thrown by `withDeadline` when the time ran out. */
export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

/**
 * Runs `work` with a signal that aborts after `timeoutMs` or when `outer` aborts. Settles at that
 * moment even if the work ignores its signal: with DeadlineExceeded for the timeout, with the
 * outer signal's reason for a cancel.
 */
export async function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DeadlineExceeded(`No answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  if (outer?.aborted === true) forward();
  const stopped = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  try {
    return await Promise.race([work(controller.signal), stopped]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
