import { showToast } from '../../ui/toast.ts';

/** R8.10: what the visitor reads when the VIP page cannot load (the spec's 'service exception'). */
export const SERVICE_EXCEPTION = '服务异常';

/** R8.10: the VIP page's load failure is also told in a toast (服务异常). */
export function toastServiceException(): void {
  showToast(SERVICE_EXCEPTION, { type: 'error' });
}

/**
 * R8.10 for a failure the page server rendered: its inlined data (the route-data element's text,
 * read before hydration takes it) says the outcome failed.
 */
export function toastIfRenderedFailed(inlined: string | null | undefined): void {
  try {
    const data: unknown = JSON.parse(inlined ?? 'null');
    const outcome = (data as { data?: { outcome?: { status?: unknown } } } | null)?.data?.outcome;
    if (outcome?.status === 'failed') toastServiceException();
  } catch {
    // Nothing inlined (a static host): the browser's own load toasts when it fails.
  }
}
