import fc from 'fast-check';

/** Runs per property: the 1,000 unless `PROPERTY_RUNS` says otherwise (a quick local try). */
export const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 1_000);

/** One seed for the whole file, printed, so any failure replays with `PROPERTY_SEED=<seed>`. */
export const SEED = Number(process.env['PROPERTY_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

function shown(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? '').slice(0, 2_000);
  } catch (error) {
    return `(not shown: ${String(error)})`;
  }
}

/** The first frames of a failure's stack: where in our code it threw. */
function where(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack.split('\n').slice(1, 8).join('\n');
}

/**
 * Checks a property over `RUNS` generated cases from the file's seed and prints what ran. A failure
 * throws fast-check's report (the shrunk case, its seed and path) with the line that replays it.
 */
export async function check<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  property: (value: T) => Promise<void>,
  examples: T[] = [],
): Promise<void> {
  const started = performance.now();
  await fc.assert(fc.asyncProperty(arbitrary, property), {
    numRuns: RUNS,
    seed: SEED,
    examples: examples.map((example) => [example] as [T]),
    endOnFailure: process.env['PROPERTY_SHRINK'] === undefined,
    reporter: (details) => {
      if (!details.failed) return;
      throw new Error(
        `${name}: failed after ${details.numRuns} runs; replay: PROPERTY_SEED=${details.seed}` +
          ` (path ${details.counterexamplePath ?? ''}; PROPERTY_SHRINK=1 narrows it)\n` +
          `${String(details.errorInstance)}\ncase: ${shown(details.counterexample)}\n` +
          where(details.errorInstance),
      );
    },
  });
  console.log(
    `property ${name}: ${RUNS} runs + ${examples.length} examples, seed ${SEED}, ${Math.round(performance.now() - started)} ms`,
  );
}
