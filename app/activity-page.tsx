import { createRoot } from 'react-dom/client';
import '../ui/base.css';
import { ActivityPageApp, loadActivityPage } from './ActivityPageApp.tsx';
import { createServices } from './services.ts';

const root = document.getElementById('root');
if (root) {
  const services = createServices();
  // Ask for the page before React renders: the request does not wait for the first render.
  const firstPage = loadActivityPage(services);
  firstPage.catch(() => undefined);
  // Auto-login and the analytics login run beside the page's first render, in their own chunk.
  void import('./start-visit.ts').then(({ startVisit }) => startVisit(services));
  createRoot(root).render(<ActivityPageApp services={services} firstPage={firstPage} />);
}
