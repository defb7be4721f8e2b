import '../ui/base.css';
import '../registry/styles.ts';
import {
  ActivityPageApp,
  loadActivityPage,
  withRenderers,
  type ActivityPageData,
} from './ActivityPageApp.tsx';
import { mountPage } from './mount.tsx';
import { readRendered } from './route-data.ts';
import { createServices } from './services.ts';

const root = document.getElementById('root');
if (root) {
  const services = createServices();
  const rendered = readRendered<ActivityPageData>(document);
  // Auto-login and the analytics login run beside the page's first render, in their own chunk.
  void import('./start-visit.ts').then(({ startVisit }) => startVisit(services));
  // A static host, or the server's client shell: ask for the page before React renders.
  const firstPage = rendered ? undefined : loadActivityPage(services).then(withRenderers);
  firstPage?.catch(() => undefined);
  mountPage(
    root,
    <ActivityPageApp services={services} rendered={rendered} firstPage={firstPage} />,
    rendered !== undefined,
    services,
  );
}
