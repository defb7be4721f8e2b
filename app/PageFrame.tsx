import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { shareDisplay, type QueryParams } from '../lib/query.ts';
import type { Host } from '../platform/host.ts';
import type { PagePlatform } from '../platform/page-platform.ts';
import { AppProviders, type ProvidedServices } from './AppProviders.tsx';
import { DownloadHeader } from './DownloadHeader.tsx';
import { overlayButtons, type NavOverlayProps } from './nav-overlay-buttons.ts';
// The overlay's stylesheet ships with the page: a hydrating page never waits for a chunk's.
import './NavOverlay.css';
import type { Rendered } from './route.ts';

/** The app's overlay, loaded by the pages that show one of its buttons. */
const NavOverlay = lazy(() =>
  import('./NavOverlay.tsx').then(({ NavOverlay }) => ({ default: NavOverlay })),
);

/** What every page stands in besides its screen. */
export interface PageFrameProps {
  services: ProvidedServices;
  /** Undefined only in a test that renders without one. */
  host: Host | undefined;
  query: QueryParams;
  /** The query string as opened (without '?'). */
  search: string;
  canShare: boolean;
  /** False on the download page itself, which is what the header leads to. */
  downloadHeader?: boolean;
  children: ReactNode;
}

/**
 * Every page's tree: providers, the download header (outside the app and the mini-program), the
 * screen, the app's back / share overlay, toasts and the login popup. The page server renders
 * exactly this with inert services, and the browser hydrates it with the real ones.
 */
export function PageFrame({
  services,
  host,
  query,
  search,
  canShare,
  downloadHeader = true,
  children,
}: PageFrameProps) {
  const overlay: NavOverlayProps = {
    host,
    shareMode: shareDisplay(search).mode,
    navBarHeight: query.navBarHeight,
    canShare,
    roomLiveId: query.roomLiveId,
  };
  const buttons = overlayButtons(overlay);
  return (
    <AppProviders services={services}>
      {downloadHeader && <DownloadHeader host={host} utmSource={query.utm_source} />}
      {children}
      {(buttons.back || buttons.share || buttons.live) && (
        <Suspense fallback={null}>
          <NavOverlay {...overlay} />
        </Suspense>
      )}
    </AppProviders>
  );
}

/** The host never changes during a visit: nothing to subscribe to. */
const unchanging = () => () => undefined;

/** Hydrates with the host the server rendered for, then shows this browser's own (a mini-program tells only here). */
export function useRenderedHost(
  platform: Pick<PagePlatform, 'host'>,
  rendered: Rendered<unknown> | undefined,
): Host {
  return useSyncExternalStore(
    unchanging,
    () => platform.host,
    () => rendered?.host ?? platform.host,
  );
}
