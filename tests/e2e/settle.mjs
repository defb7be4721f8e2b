// Whether a page has settled, for the every-route suites (faults, host failures): its content, or
// a message with 重试; else stuck as an endless spinner, a white screen or neither.

/**
 * In the page: 'retry' when a 重试 shows, 'content' when the page shows text and nothing is
 * loading, else undefined (still loading, or white); with `wanted`, whether it is that.
 */
export function pageState(wanted) {
  const root = document.getElementById('root');
  const busy = document.querySelector('[aria-busy="true"]');
  const retry = [...document.querySelectorAll('button')].some(
    (button) => button.textContent?.trim() === '重试',
  );
  const state = retry
    ? 'retry'
    : !busy && (root?.innerText.trim().length ?? 0) > 0
      ? 'content'
      : undefined;
  return wanted ? state === wanted : state;
}

/**
 * Waits (`timeout` ms at most) for the page to settle; answers 'retry', 'content', or what it was
 * stuck as: 'endless spinner', 'white screen' or 'unsettled'.
 */
export async function settled(page, timeout) {
  const handle = await page
    .waitForFunction(pageState, undefined, { timeout, polling: 200 })
    .catch(() => undefined);
  if (handle) return handle.jsonValue();
  return page.evaluate(() =>
    document.querySelector('[aria-busy="true"]')
      ? 'endless spinner'
      : document.body.innerText.trim()
        ? 'unsettled'
        : 'white screen',
  );
}

/** Runs `task` over `items`, `atOnce` at a time. */
export async function inTurn(items, atOnce, task) {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await task(next);
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
}
