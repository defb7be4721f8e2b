import type { ApiClient } from '../api/client.ts';

/** The part of the shared HTTP client (api/client.ts) the forms use; tests pass a fake. */
export type ApiCaller = Pick<ApiClient, 'call'>;
