/** The shared client, framework-free; the React layer is api/use-api.tsx. */
export { ApiError, SERVER_ERROR_MESSAGE, type ApiErrorKind } from './api-error.ts';
export {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  TOKEN_STORAGE_KEY,
  type ApiClient,
  type ApiClientOptions,
  type ApiLogger,
} from './client.ts';
export { ENDPOINTS, type ApiBase, type Endpoint, type EndpointName } from './endpoints.ts';
export { unwrap } from './gateway.ts';
export { APP_VERSION, DEFAULT_OS_TYPE, GRAY_HEADER, type HeaderContext } from './headers.ts';
export type { RecoverSession } from './session-recovery.ts';
export type { CallOptions } from './types.ts';
export { SESSION_INVALID_CODE, SUCCESS_CODE, type Envelope } from '../lib/wire.ts';
