import type { EndpointName } from '../api/endpoints.ts';
import type { CallOptions, Envelope } from '../api/types.ts';

/** The part of the shared HTTP client (api/) the forms use; tests pass a fake. */
export interface ApiCaller {
  call<Data = unknown>(name: EndpointName, options?: CallOptions): Promise<Envelope<Data>>;
}
