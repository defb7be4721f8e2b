import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { DEFAULT_JOBS } from './certification-rules.ts';

/** The job choices from `dict/kv/job` ([{key, value}], value shown and sent), or the spec's list. */
export async function loadJobs(api: { call: ApiCall }): Promise<string[]> {
  try {
    const answer = await api.call('dictKvJob', { body: {} });
    if (answer.code === SUCCESS_CODE && Array.isArray(answer.data)) {
      const jobs = answer.data.flatMap((item: unknown) => {
        const value = (item as { value?: unknown } | null)?.value;
        return typeof value === 'string' && value !== '' ? [value] : [];
      });
      if (jobs.length > 0) return jobs;
    }
  } catch {
    // The spec's list below.
  }
  return [...DEFAULT_JOBS];
}
