import { createRoot, hydrateRoot } from 'react-dom/client';
import '../ui/base.css';
import '../registry/styles.ts';
import {
  ActivityPageApp,
  loadActivityPage,
  withRenderers,
  type ActivityPageData,
} from './ActivityPageApp.tsx';
import { readRendered } from './route-data.ts';
import { createServices } from './services.ts';

const root = document.getElementById('root');
if (root) {
  const services = createServices();
  const rendered = readRendered<ActivityPageData>(document);
  // Auto-login and the analytics login run beside the page's first render, in their own chunk.
  void import('./start-visit.ts').then(({ startVisit }) => startVisit(services));
  if (rendered) {
    // Server-rendered: hydrate at once from the inlined data, no second page request. React listens
    // from now on: each module hydrates when its renderer's chunk (preloaded by the server beside this
    // one) is in, and a tap on a module still waiting is replayed once it has.
    hydrateRoot(root, <ActivityPageApp services={services} rendered={rendered} />, {
      // A mismatch makes React render the page afresh; it is a defect, so it is logged and reported.
      onRecoverableError: (error) => {
        console.error('[hydrate] the server HTML did not match', error);
        services.platform.errors.captureException(error, { stage: 'hydrate' });
      },
    });
  } else {
    // A static host, or the server's client shell: ask for the page before React renders.
    const firstPage = loadActivityPage(services).then(withRenderers);
    firstPage.catch(() => undefined);
    createRoot(root).render(<ActivityPageApp services={services} firstPage={firstPage} />);
  }
}
