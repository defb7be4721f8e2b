import type { DevExamples } from '../lib/dev-examples.ts';

function isExamples(value: unknown): value is DevExamples {
  if (typeof value !== 'object' || value === null) return false;
  return Array.isArray((value as Record<string, unknown>).examples);
}

/**
 * The queries that open what the local gateway holds (`/__dev/examples`), or undefined from a gateway
 * that has none (the platform's) or does not answer in time.
 */
export async function devExamples(
  gatewayUrl: string,
  budgetMs: number,
): Promise<DevExamples | undefined> {
  try {
    const response = await fetch(new URL('/__dev/examples', gatewayUrl), {
      signal: AbortSignal.timeout(budgetMs),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isExamples(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
