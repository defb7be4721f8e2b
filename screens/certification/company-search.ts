import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/** R5.01: searching starts only when the typed text is longer than 3 characters. */
export const SEARCH_MIN_EXCLUSIVE = 3;
/** Typing pauses this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/** R5.01: whether the typed text is long enough to search. */
export function shouldSearch(text: string): boolean {
  return [...text.trim()].length > SEARCH_MIN_EXCLUSIVE;
}

/** Company names matching the text (`common/searchCompany`); nothing on failure. */
export async function searchCompanies(
  api: { call: ApiCall },
  text: string,
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    const answer = await api.call('commonSearchCompany', {
      body: { companyName: text.trim() },
      ...(signal ? { signal } : {}),
    });
    if (answer.code !== SUCCESS_CODE || !Array.isArray(answer.data)) return [];
    return answer.data.flatMap((item: unknown) => {
      if (typeof item === 'string') return [item];
      const name =
        (item as { companyName?: unknown; name?: unknown } | null)?.companyName ??
        (item as { name?: unknown } | null)?.name;
      return typeof name === 'string' ? [name] : [];
    });
  } catch {
    return [];
  }
}
