import { currentEnvironment } from './environments.ts';

/**
 * R5.20: a relative address gets the storage base prefix unless it already contains http.
 * Protocol-relative (//host/…) and inline data addresses are kept as they are.
 */
export function imageUrl(address: string, base: string = currentEnvironment.storageBase): string {
  if (address.includes('http') || address.startsWith('//') || address.startsWith('data:image/')) return address;
  return base.replace(/\/+$/, '') + '/' + address.replace(/^\/+/, '');
}
