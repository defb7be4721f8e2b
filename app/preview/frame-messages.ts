import type { TraceEntry } from '../../actions/trace.ts';
import type { Host } from '../../platform/host.ts';
import type { ModuleDiagnostic, PageModel } from '../../runtime/page-model.ts';

/**
 * Modules sent to the phone at a time: real pages hold tens; a paste may hold thousands, and a
 * page of thousands of modules would take the page's thread longer to copy across than a tool may.
 */
export const PAGE_SLICE = 100;

/** Marks the preview's own messages among whatever else a window receives. */
export const PREVIEW_CHANNEL = 'bc-preview';

/** What the preview tells its phone frame. */
export type ToFrame =
  | { channel: typeof PREVIEW_CHANNEL; type: 'hello' }
  | {
      channel: typeof PREVIEW_CHANNEL;
      type: 'show';
      /** Counts every page sent, so the tool knows which one the frame reports on. */
      revision: number;
      /** The page with its first modules (PAGE_SLICE at a time). */
      page: PageModel;
      /** How many modules the page has in all. */
      total: number;
      host: Host;
      loggedIn: boolean;
      /** The simulated visit's query (without '?'): the taps' context reads it. */
      search: string;
    }
  | { channel: typeof PREVIEW_CHANNEL; type: 'reveal'; moduleId: string };

/** What the phone frame tells the preview. */
export type FromFrame =
  | { channel: typeof PREVIEW_CHANNEL; type: 'ready' }
  | { channel: typeof PREVIEW_CHANNEL; type: 'shown'; revision: number; modules: number }
  | { channel: typeof PREVIEW_CHANNEL; type: 'trace'; entry: TraceEntry }
  | { channel: typeof PREVIEW_CHANNEL; type: 'renderFailed'; diagnostic: ModuleDiagnostic }
  /** Staff asked for the page's next modules. */
  | { channel: typeof PREVIEW_CHANNEL; type: 'more' }
  /** A plain link in the page (the download header's) that the frame kept from leaving. */
  | { channel: typeof PREVIEW_CHANNEL; type: 'link'; href: string };

/** Whether a message event's data is one of the preview's. */
export function isPreviewMessage<Message extends ToFrame | FromFrame>(
  data: unknown,
): data is Message {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { channel?: unknown }).channel === PREVIEW_CHANNEL
  );
}
