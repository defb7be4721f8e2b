import { isHost } from '../platform/host.ts';
import { ROUTE_DATA_ID, type Rendered } from './route.ts';

/**
 * The data the page server inlined for this page, or undefined on a plain static host (or when the
 * server answered the client shell). The element is read once and removed, so a later render of the
 * page never hydrates from stale data.
 */
export function readRendered<Data>(doc: Document): Rendered<Data> | undefined {
  const element = doc.getElementById(ROUTE_DATA_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const rendered = JSON.parse(element.textContent ?? '') as Partial<Rendered<Data>>;
    if (!isHost(rendered.host) || rendered.data === undefined) return undefined;
    // `partial` is the page server's own flag, read as it wrote it.
    return rendered as Rendered<Data>;
  } catch {
    return undefined;
  }
}
