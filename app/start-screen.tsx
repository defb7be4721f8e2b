import type { ScreenDefinition } from '../screens/shared/screen.ts';
import { readQuery } from '../lib/query.ts';
import { onSitePath, sitePathParams, withSitePathParams } from '../lib/site-path.ts';
import { mountPage } from './mount.tsx';
import { readRendered } from './route-data.ts';
import { ScreenApp, type ScreenData } from './ScreenApp.tsx';
import { createServices } from './services.ts';

/**
 * A screen's client entry: builds the visit's services (a mobile-site path's id read as its query
 * parameter, as the page server reads it), starts the visit's auto-login, and hydrates what the
 * server rendered or mounts the screen to load itself.
 */
export function startScreen<T>(screen: ScreenDefinition<T>): void {
  const root = document.getElementById('root');
  if (!root) return;
  // A mobile-site path's id (`/project/12`) is read as its query parameter, and the path says the
  // visit is on the mobile site (osType MSite, login/mSiteLogin), as the page server reads them.
  const services = createServices(
    (search, pathname) => {
      const query = readQuery(
        withSitePathParams(search, sitePathParams(screen.sitePaths, pathname)),
      );
      return screen.ownQuery?.(query, search) ?? query;
    },
    (pathname) => onSitePath(screen.sitePaths, pathname),
  );
  const rendered = readRendered<ScreenData<T>>(document);
  void import('./start-visit.ts').then(({ startVisit }) => startVisit(services));
  mountPage(
    root,
    <ScreenApp screen={screen} services={services} rendered={rendered} />,
    rendered !== undefined,
    services,
  );
}
